// A platform's tool JSON -> MCP tools (plus example inputs): finds the list where each platform keeps it (a
// request body's `tools`, a bare array, Gemini's `functionDeclarations`, a UTCP manual's `tools`), converts each
// entry, and names the source and the JSON pointer in every problem. Pure; the CLI reads the file.
import { isObject } from '../json-value';
import { McpInputError } from '../mcp/types';
import { anthropicTool } from './anthropic';
import { geminiTool } from './gemini';
import { openaiTool } from './openai';
import { PlatformShapeError } from './read-members';
import { utcpTool } from './utcp';
import type { Platform, PlatformTool } from './types';

/** One tool entry of the JSON and its pointer, for the messages. */
interface Entry {
  entry: unknown;
  at: string;
}

const listAt = (list: unknown[], at: string): Entry[] => list.map((entry, i) => ({ entry, at: `${at}/${i}` }));

/** The tool entries, where each platform keeps them. */
function entriesOf(value: unknown, platform: Platform): Entry[] {
  if (Array.isArray(value)) return listAt(value, '');
  if (!isObject(value)) throw new PlatformShapeError('/ is not a JSON object or array of tools');
  if (platform === 'gemini') {
    if (Array.isArray(value.functionDeclarations)) return listAt(value.functionDeclarations, '/functionDeclarations');
    if (Array.isArray(value.tools))
      return value.tools.flatMap((t, i) =>
        isObject(t) && Array.isArray(t.functionDeclarations) ? listAt(t.functionDeclarations, `/tools/${i}/functionDeclarations`) : [],
      );
    if (typeof value.name === 'string') return [{ entry: value, at: '' }];
    throw new PlatformShapeError('/ has no "functionDeclarations" (nor "tools" holding them)');
  }
  if (platform === 'utcp' && !Array.isArray(value.tools)) throw new PlatformShapeError('/tools is missing: not a UTCP manual');
  if (Array.isArray(value.tools)) return listAt(value.tools, '/tools');
  if (typeof value.name === 'string' || isObject(value.function)) return [{ entry: value, at: '' }];
  throw new PlatformShapeError('/ has no "tools" array and is not a single tool');
}

/** Every tool of `value`, in order; a problem throws McpInputError "SOURCE: /pointer problem". */
export function readPlatformTools(value: unknown, platform: Platform, source: string): PlatformTool[] {
  try {
    const manual = isObject(value) ? value : {};
    return entriesOf(value, platform).map(({ entry, at }) => {
      if (platform === 'openai') return openaiTool(entry, at);
      if (platform === 'anthropic') return anthropicTool(entry, at);
      if (platform === 'gemini') return geminiTool(entry, at);
      return utcpTool(entry, at, manual);
    });
  } catch (err) {
    if (err instanceof PlatformShapeError) throw new McpInputError(`${source}: ${err.message} (read as ${platform} tools)`);
    throw err;
  }
}
