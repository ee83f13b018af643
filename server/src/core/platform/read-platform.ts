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

interface Entries {
  list: unknown[];
  at: string;
}

function entriesOf(value: unknown, platform: Platform): Entries {
  if (Array.isArray(value)) return { list: value, at: '' };
  if (!isObject(value)) throw new PlatformShapeError('/ is not a JSON object or array of tools');
  if (platform === 'gemini') {
    if (Array.isArray(value.functionDeclarations)) return { list: value.functionDeclarations, at: '/functionDeclarations' };
    if (Array.isArray(value.tools)) {
      const list: unknown[] = [];
      value.tools.forEach((t, i) => {
        if (isObject(t) && Array.isArray(t.functionDeclarations)) list.push(...t.functionDeclarations.map((d) => ({ d, i })));
      });
      // Pointers into nested lists are rebuilt per entry below.
      return { list, at: '/tools' };
    }
    if (typeof value.name === 'string') return { list: [value], at: '' };
    throw new PlatformShapeError('/ has no "functionDeclarations" (nor "tools" holding them)');
  }
  if (platform === 'utcp' && !Array.isArray(value.tools)) throw new PlatformShapeError('/tools is missing: not a UTCP manual');
  if (Array.isArray(value.tools)) return { list: value.tools, at: '/tools' };
  if (typeof value.name === 'string' || isObject(value.function)) return { list: [value], at: '' };
  throw new PlatformShapeError('/ has no "tools" array and is not a single tool');
}

/** Every tool of `value`, in order; a problem throws McpInputError "SOURCE: /pointer problem". */
export function readPlatformTools(value: unknown, platform: Platform, source: string): PlatformTool[] {
  try {
    const { list, at } = entriesOf(value, platform);
    const manual = isObject(value) ? value : {};
    const nestedGemini = platform === 'gemini' && at === '/tools';
    const positions = new Map<number, number>();
    return list.map((item, i) => {
      if (nestedGemini) {
        const { d, i: group } = item as { d: unknown; i: number };
        const index = positions.get(group) ?? 0;
        positions.set(group, index + 1);
        return geminiTool(d, `/tools/${group}/functionDeclarations/${index}`);
      }
      const here = `${at}/${i}`;
      if (platform === 'openai') return openaiTool(item, here);
      if (platform === 'anthropic') return anthropicTool(item, here);
      if (platform === 'gemini') return geminiTool(item, here);
      return utcpTool(item, here, manual);
    });
  } catch (err) {
    if (err instanceof PlatformShapeError) throw new McpInputError(`${source}: ${err.message} (read as ${platform} tools)`);
    throw err;
  }
}
