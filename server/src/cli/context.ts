// `atdf context [--target T] [--budget N] [--format text|json] PATH...`: what
// a catalog costs in a model's context: the tokens (o200k_base) of each
// tool's part of the export for the target and of the whole export, exactly
// the text `atdf export` prints. Over --budget: exit 1.
import { ConfigLookup } from '../config-files/config-lookup';
import { diskFileSystem } from '../config-files/disk-config';
import { createEngine, type ContextBudget, type ContextMeasure, type ExportTarget, type OpenAiApi } from '../core/index';
import { loadTokenCounter, TOKENIZER } from '../tokens/load-tokenizer';
import { exportPaths, parseTarget } from './export';
import { unknownOption, UsageError } from './usage-error';
import { collectFiles } from './collect-files';

const HELP = `Usage: atdf context [--target TARGET] [--api chat|responses] [--budget N] [--format text|json] PATH...

Counts the tokens a catalog of ATDF files costs in a model's context: each
tool's part of the export for TARGET and the whole export, exactly the text
"atdf export --target TARGET" prints, with the ${TOKENIZER} tokenizer (GPT-4o
and later). Other vendors' tokenizers differ: for them it is an estimate.

Options:
  --target T     mcp, openai, openai-strict, anthropic, gemini, prompt (default:
                 the first of the .atdfrc's targets, else mcp)
  --api A        OpenAI request: chat (default) or responses
  --budget N     fail (exit 1) when the total is over N tokens (default: the
                 .atdfrc's budget: {tokens, tools}; over either fails)
  --format F     text (default) or json:
                 {"target","tokens","tools":[{"name","file","tokens"}]}
  -h, --help     show this help

Exit status: 0 within budget; 1 over budget, or a file has errors, or two
tools get one name (nothing counted); 2 usage error or unreadable file.
`;

interface ContextArgs {
  target?: ExportTarget;
  api: OpenAiApi;
  budget?: number;
  format: 'text' | 'json';
  paths: string[];
}

function parseArgs(args: string[]): ContextArgs | undefined {
  const parsed: ContextArgs = { api: 'chat', format: 'text', paths: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') return undefined;
    if (arg === '--target') parsed.target = parseTarget(args[++i], 'context');
    else if (arg === '--api') {
      const api = args[++i];
      if (api !== 'chat' && api !== 'responses')
        throw new UsageError(`--api takes chat or responses, got ${api === undefined ? 'nothing' : `"${api}"`}`);
      parsed.api = api;
    } else if (arg === '--budget') {
      const value = args[++i];
      if (value === undefined || !/^\d+$/.test(value))
        throw new UsageError(`--budget takes a whole number of tokens, got ${value === undefined ? 'nothing' : `"${value}"`}`);
      parsed.budget = Number(value);
    } else if (arg === '--format') {
      const format = args[++i];
      if (format !== 'text' && format !== 'json')
        throw new UsageError(`--format takes text or json, got ${format === undefined ? 'nothing' : `"${format}"`}`);
      parsed.format = format;
    } else if (arg.startsWith('-')) throw unknownOption(arg, 'context', HELP);
    else parsed.paths.push(arg);
  }
  return parsed;
}

function textReport(measure: ContextMeasure): string {
  const width = Math.max(5, String(measure.tokens).length);
  const lines = measure.tools.map((t) => `${String(t.tokens).padStart(width)}  ${t.name}  ${t.file}`);
  const count = `${measure.tools.length} tool${measure.tools.length === 1 ? '' : 's'}`;
  lines.push(`${String(measure.tokens).padStart(width)}  total (${measure.target}, ${count}, ${TOKENIZER})`);
  return lines.join('\n') + '\n';
}

export async function runContext(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  if (parsed === undefined) {
    process.stdout.write(HELP);
    return 0;
  }
  const config = configOf(parsed.paths);
  const target = parsed.target ?? config.targets?.[0] ?? 'mcp';
  const budget: ContextBudget = parsed.budget !== undefined ? { tokens: parsed.budget } : (config.budget ?? {});
  const { result, problems } = exportPaths(parsed.paths, { target, api: parsed.api, command: 'context' });
  if (result === undefined) {
    process.stderr.write(problems.join('\n') + '\natdf: nothing was counted\n');
    return 1;
  }
  const measure = createEngine().export.measure(result, await loadTokenCounter());
  process.stdout.write(parsed.format === 'json' ? JSON.stringify(measure) + '\n' : textReport(measure));
  let over = false;
  if (budget.tokens !== undefined && measure.tokens > budget.tokens) {
    process.stderr.write(`atdf: ${measure.tokens} tokens is over the budget of ${budget.tokens} (by ${measure.tokens - budget.tokens})\n`);
    over = true;
  }
  if (budget.tools !== undefined && measure.tools.length > budget.tools) {
    process.stderr.write(`atdf: ${measure.tools.length} tools is over the budget of ${budget.tools} tools\n`);
    over = true;
  }
  return over ? 1 : 0;
}

/** The targets and budget of the `.atdfrc` nearest the first file (a broken config gives none: atdf validate reports it). */
function configOf(paths: string[]): { targets?: readonly ExportTarget[]; budget?: ContextBudget } {
  const [first] = paths.length > 0 ? collectFiles(paths) : [];
  return first === undefined ? {} : new ConfigLookup({ engine: createEngine(), fs: diskFileSystem }).forFile(first).rules;
}
