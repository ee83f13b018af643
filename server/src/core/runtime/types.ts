// The contract of the tool registry (docs/runtime.md): an agent harness
// registers ATDF-described tools with their handlers and calls them by name;
// every call is checked against what the ATDF file says before the handler
// runs and after it answers. Plain data in and out, no protocol types.
import type { ExportTarget, OpenAiApi } from '../export/types';
import type { Locale } from '../locale';
import type { Dialect } from '../types';

/** Where a call stopped: its arguments, the handler (threw or timed out), its result, or no such tool. */
export type CallStage = 'input' | 'handler' | 'timeout' | 'output' | 'unknown-tool';

/** One problem of a call, short enough for a model to act on in one round trip. */
export interface CallError {
  /** JSON pointer into the arguments (stage input) or the result (stage output); '' for the whole call. */
  pointer: string;
  /** The validator's message (the editor's), in the registry's locale. */
  message: string;
  /** The JSON Schema keyword that failed (`required`, `type`, ...), for stages input and output. */
  keyword?: string;
  /** The failure code the ATDF file declares (`how_to_use.outputs.failure`) that fits this problem, if one does. */
  code?: string;
}

export type CallResult =
  | {
      ok: true;
      value: unknown;
      /** 'error' when the result is not the success the file declares but fits its declared error schema (`tool:` form `output.error`). */
      outcome?: 'error';
    }
  | {
      ok: false;
      stage: CallStage;
      errors: CallError[];
      /** How many more problems there were than `errors` lists (the list is bounded by `maxErrors`). */
      omitted?: number;
    };

/** What `check` answers: the input stage alone (or unknown-tool). */
export type CheckResult = { ok: true } | { ok: false; stage: 'input' | 'unknown-tool'; errors: CallError[]; omitted?: number };

/** What a handler is given beside the arguments. */
export interface CallContext {
  /** The tool's name as registered. */
  tool: string;
  /** Aborted when the call times out (only with `timeoutMs`). */
  signal?: AbortSignal;
}

export type ToolHandler = (args: Record<string, unknown>, context: CallContext) => unknown;

export interface RegisterOptions {
  /** Replace a tool registered under the same name (without it, registering a name twice throws). */
  override?: boolean;
  /** Give up on the handler after this many milliseconds: stage 'timeout'. */
  timeoutMs?: number;
  /** How errors name where the description came from (a file path); default "register() call #N". */
  source?: string;
}

export interface ToolRegistryOptions {
  /** Language of the messages (default 'en'). */
  locale?: Locale;
  /** At most this many errors per result (default 20); the rest are counted in `omitted`. */
  maxErrors?: number;
  /** Treat `format` mismatches (`date-time`, `email`, ...) as errors; JSON Schema's default is to annotate only (default false). */
  assertFormats?: boolean;
}

/** The tools as a platform takes them (the exporters' entries; `prompt` is not a list of tools). */
export type ToolsTarget = Exclude<ExportTarget, 'prompt'>;

export interface RegisteredToolInfo {
  name: string;
  source: string;
  dialect: Dialect;
}

export interface ToolRegistry {
  /**
   * Registers the tool an ATDF document describes (YAML or JSON text, or the parsed value; any dialect), with the
   * function that runs it. Throws RegistryError when the document does not validate, describes no tool or several,
   * or names a tool already registered (unless `override`).
   */
  register(atdf: string | object, handler: ToolHandler, options?: RegisterOptions): RegisteredToolInfo;
  /** Checks the arguments, runs the handler, checks its result; never runs the handler with invalid arguments. */
  call(name: string, args: unknown): Promise<CallResult>;
  /** The input stage alone, synchronously (pure: the same arguments always give the same answer). */
  check(name: string, args: unknown): CheckResult;
  /** The registered tools as the exporter of `target` gives them, in registration order. */
  tools(target: ToolsTarget, options?: { openaiApi?: OpenAiApi }): unknown[];
  /** The registered tools' names, sources and dialects, in registration order. */
  list(): RegisteredToolInfo[];
  /** Removes a tool; false when no tool has that name. */
  unregister(name: string): boolean;
}

export type RegistryErrorCode = 'invalid-atdf' | 'no-tool' | 'several-tools' | 'duplicate-tool' | 'bad-handler';

/** Why `register` refused a tool. */
export class RegistryError extends Error {
  constructor(
    readonly code: RegistryErrorCode,
    message: string,
    /** The tool's name, when known. */
    readonly tool?: string,
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}
