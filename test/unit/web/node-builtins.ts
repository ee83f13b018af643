// What a browser bundle must not hold: a Node built-in reached by require or
// import (fs, child_process, worker_threads, ... with or without `node:`), or
// Node's globals (process.*, Buffer.*, __dirname, require). A bundle's own
// require() of any other module fails too (a browser has no require) unless it
// is `allowed` (the web extension's `vscode`, which VS Code provides). A use of
// `process` right after a `typeof process` test (minimatch's platform guess, in
// the language client) is a guard that a browser passes, not a Node use. Each
// finding is the text around it, so a failure says where to look.
import { builtinModules } from 'node:module';

const BUILTIN = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

const PATTERNS: { what: string; re: RegExp; builtinOnly?: boolean; allowable?: boolean; guardable?: boolean }[] = [
  { what: 'require()', re: /(?<![\w$.])require\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g, allowable: true },
  { what: 'import', re: /(?<![\w$.])(?:import|from)\s*\(?\s*["'`]([^"'`]+)["'`]/g, builtinOnly: true },
  { what: 'process.*', re: /(?<![\w$.])process\s*\.\s*[\w$]+/g, guardable: true },
  { what: 'Buffer.*', re: /(?<![\w$.])Buffer\s*\.\s*[\w$]+/g },
  { what: '__dirname', re: /(?<![\w$.])__(?:dirname|filename)(?![\w$])/g },
];

export function nodeBuiltinUses(code: string, allowed: readonly string[] = []): string[] {
  const found: string[] = [];
  for (const { what, re, builtinOnly, allowable, guardable } of PATTERNS) {
    for (const match of code.matchAll(re)) {
      if (builtinOnly && !BUILTIN.has(match[1])) continue;
      if (allowable && allowed.includes(match[1])) continue;
      if (guardable && /typeof process\s*[=!]=/.test(code.slice(Math.max(0, match.index - 200), match.index))) continue;
      found.push(`${what}: …${code.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)}…`);
    }
  }
  return found;
}
