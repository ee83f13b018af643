// The tool registry: ATDF-described tools and their handlers, called by name.
// Each call goes input check -> handler -> output check, and stops at the
// first stage that fails with the problems as JSON pointers and the
// validator's messages, so a model can correct its call in one round trip.
// The checks are the schema layer's compiled validators (fast path first: a
// valid call builds no error bookkeeping at all).
import { createCompiler } from '../atdf/compiler';
import { exportTool } from '../export/export-catalog';
import { conformingName } from '../export/names';
import type { Locale } from '../locale';
import { closest, compileSchema } from '../schema/index';
import type { CompiledSchema } from '../schema/types';
import type { ValidationError } from '../types';
import { FailureCodes } from './failure-code';
import { runtimeMessage } from './messages';
import { readTool } from './read-tool';
import {
  RegistryError,
  type CallContext,
  type CallError,
  type CallResult,
  type CheckResult,
  type RegisteredToolInfo,
  type RegisterOptions,
  type ToolRegistryOptions,
  type ToolHandler,
  type ToolRegistry,
  type ToolsTarget,
} from './types';
import type { OpenAiApi } from '../export/types';
import type { ToolModel } from '../export/tool-model';

interface Entry {
  info: RegisteredToolInfo;
  model: ToolModel;
  handler: ToolHandler;
  timeoutMs: number | undefined;
  /** The context a handler without a timeout gets (one object, reused). */
  context: CallContext;
  input: CompiledSchema;
  output: CompiledSchema | undefined;
  errorOutput: CompiledSchema | undefined;
  failures: FailureCodes;
}

type Failed = Extract<CallResult, { ok: false }>;

const DEFAULT_MAX_ERRORS = 20;
/** Longest tool name or handler message a result repeats (a model may send anything as a name). */
const MAX_ECHO = 200;

function echo(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > MAX_ECHO ? `${line.slice(0, MAX_ECHO)}…` : line;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as { then?: unknown }).then === 'function'
  );
}

export function createRegistry(options: ToolRegistryOptions = {}): ToolRegistry {
  const locale: Locale = options.locale === 'es' || options.locale === 'pt' ? options.locale : 'en';
  const maxErrors = Math.max(1, Math.floor(options.maxErrors ?? DEFAULT_MAX_ERRORS));
  const assertFormats = options.assertFormats === true;
  const compiler = createCompiler();
  const tools = new Map<string, Entry>();
  /** Names a strict-name platform gets for tools whose own name it refuses (`tools('openai')`), to their tools. */
  const aliases = new Map<string, string>();
  const exported = new Map<string, unknown[]>();
  let registrations = 0;

  const compile = (schema: unknown) => compileSchema(schema, { locale, formatWarnings: assertFormats });

  /** The problems that count: errors, and format mismatches when formats are asserted. */
  function counted(errors: readonly ValidationError[]): ValidationError[] {
    return errors.filter((e) => e.severity === 'error' || (assertFormats && e.keyword === 'format'));
  }

  function failed(stage: Failed['stage'], errors: CallError[], total = errors.length): Failed {
    return total > errors.length ? { ok: false, stage, errors, omitted: total - errors.length } : { ok: false, stage, errors };
  }

  function problems(entry: Entry, stage: 'input' | 'output', errors: readonly ValidationError[]): Failed {
    const shown = errors.slice(0, maxErrors).map((e): CallError => {
      const error: CallError = { pointer: e.instanceLocation, message: e.error, keyword: e.keyword };
      if (stage === 'input') {
        const code = entry.failures.fit(e.instanceLocation, e.keyword, e.expected);
        if (code !== undefined) error.code = code;
      }
      return error;
    });
    return failed(stage, shown, errors.length);
  }

  /** The input stage: undefined when the arguments may be passed to the handler. */
  function checkInput(entry: Entry, args: unknown): Failed | undefined {
    const result = entry.input.validate(args);
    if (result.valid && (!assertFormats || result.errors.length === 0)) return undefined;
    const errors = counted(result.errors);
    return errors.length === 0 ? undefined : problems(entry, 'input', errors);
  }

  function checkOutput(entry: Entry, value: unknown): CallResult {
    if (entry.output === undefined) return { ok: true, value };
    const result = entry.output.validate(value);
    if (result.valid && (!assertFormats || result.errors.length === 0)) return { ok: true, value };
    const errors = counted(result.errors);
    if (errors.length === 0) return { ok: true, value };
    // A declared error result (the `tool:` form's output.error) is the tool's answer, not a broken promise.
    if (entry.errorOutput !== undefined && counted(entry.errorOutput.validate(value).errors).length === 0) {
      return { ok: true, value, outcome: 'error' };
    }
    return problems(entry, 'output', errors);
  }

  function handlerFailed(err: unknown): Failed {
    const reason = echo(err instanceof Error ? err.message || err.name : String(err));
    return failed('handler', [{ pointer: '', message: runtimeMessage(locale, 'handler-threw', { reason }) }]);
  }

  function unknownTool(name: string): Failed {
    const shown = echo(name);
    const suggestion = name.length <= MAX_ECHO ? closest(name, tools.keys()) : undefined;
    const message =
      suggestion === undefined
        ? runtimeMessage(locale, 'unknown-tool', { name: shown })
        : runtimeMessage(locale, 'unknown-tool-suggestion', { name: shown, suggestion });
    return failed('unknown-tool', [{ pointer: '', message }]);
  }

  function find(name: string): Entry | undefined {
    if (typeof name !== 'string') return undefined;
    const entry = tools.get(name);
    if (entry !== undefined) return entry;
    const alias = aliases.get(name);
    return alias === undefined ? undefined : tools.get(alias);
  }

  function runWithTimeout(entry: Entry, args: Record<string, unknown>, ms: number): Promise<CallResult> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<CallResult>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(failed('timeout', [{ pointer: '', message: runtimeMessage(locale, 'handler-timeout', { ms }) }]));
      }, ms);
    });
    let answer: Promise<CallResult>;
    try {
      const result = entry.handler(args, { tool: entry.info.name, signal: controller.signal });
      answer = Promise.resolve(result).then(
        (value) => checkOutput(entry, value),
        (err: unknown) => handlerFailed(err),
      );
    } catch (err) {
      answer = Promise.resolve(handlerFailed(err));
    }
    return Promise.race([answer, timedOut]).finally(() => clearTimeout(timer));
  }

  function addAlias(name: string): void {
    const strict = conformingName(name);
    if (strict !== name && !aliases.has(strict)) aliases.set(strict, name);
  }

  function rebuildAliases(): void {
    aliases.clear();
    for (const name of tools.keys()) addAlias(name);
  }

  const registry: ToolRegistry = {
    register(atdf, handler, registerOptions: RegisterOptions = {}) {
      registrations++;
      const source = registerOptions.source ?? `register() call #${registrations}`;
      const { model, dialect } = readTool(atdf, source, compiler, locale);
      const name = model.mcp.name;
      if (typeof handler !== 'function') {
        throw new RegistryError('bad-handler', runtimeMessage(locale, 'bad-handler', { source, name }), name);
      }
      const existing = tools.get(name);
      if (existing !== undefined && registerOptions.override !== true) {
        throw new RegistryError(
          'duplicate-tool',
          runtimeMessage(locale, 'duplicate-tool', { name, first: existing.info.source, second: source, override: '{ override: true }' }),
          name,
        );
      }
      const timeoutMs = registerOptions.timeoutMs;
      const info: RegisteredToolInfo = { name, source, dialect };
      const entry: Entry = {
        info,
        model,
        handler,
        timeoutMs: typeof timeoutMs === 'number' && timeoutMs > 0 && Number.isFinite(timeoutMs) ? timeoutMs : undefined,
        context: Object.freeze({ tool: name }),
        input: compile(model.mcp.inputSchema),
        output: model.mcp.outputSchema === undefined ? undefined : compile(model.mcp.outputSchema),
        errorOutput: model.errorSchema === undefined ? undefined : compile(model.errorSchema),
        failures: new FailureCodes(model.failures),
      };
      if (existing !== undefined) tools.delete(name); // an override goes to the end, as a new registration
      tools.set(name, entry);
      addAlias(name);
      exported.clear();
      return { ...info };
    },

    call(name, args) {
      const entry = find(name);
      if (entry === undefined) return Promise.resolve(unknownTool(name));
      const refused = checkInput(entry, args);
      if (refused !== undefined) return Promise.resolve(refused);
      const valid = args as Record<string, unknown>;
      if (entry.timeoutMs !== undefined) return runWithTimeout(entry, valid, entry.timeoutMs);
      let result: unknown;
      try {
        result = entry.handler(valid, entry.context);
      } catch (err) {
        return Promise.resolve(handlerFailed(err));
      }
      if (isThenable(result)) {
        return Promise.resolve(result).then(
          (value) => checkOutput(entry, value),
          (err: unknown) => handlerFailed(err),
        );
      }
      return Promise.resolve(checkOutput(entry, result));
    },

    check(name, args): CheckResult {
      const entry = find(name);
      if (entry === undefined) return unknownTool(name) as CheckResult;
      return (checkInput(entry, args) as CheckResult | undefined) ?? { ok: true };
    },

    tools(target: ToolsTarget, toolsOptions: { openaiApi?: OpenAiApi } = {}) {
      const api = toolsOptions.openaiApi ?? 'chat';
      const key = `${target}|${api}`;
      let entries = exported.get(key);
      if (entries === undefined) {
        entries = [...tools.values()].map((entry) => exportTool(entry.model, target, api).entry);
        exported.set(key, entries);
      }
      // Copies: what the caller does with the list (adds, edits) is not the registry's.
      return JSON.parse(JSON.stringify(entries)) as unknown[];
    },

    list() {
      return [...tools.values()].map((entry) => ({ ...entry.info }));
    },

    unregister(name) {
      const removed = tools.delete(name);
      if (removed) {
        rebuildAliases();
        exported.clear();
      }
      return removed;
    },
  };
  return registry;
}
