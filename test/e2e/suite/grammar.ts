// Tokenizes text with VS Code's own TextMate engine (vscode-textmate and
// vscode-oniguruma from the running VS Code's install, vscode.env.appRoot) and
// the grammars every installed extension contributes, ours included: the same
// engine and grammar set the editor uses, so the scopes are the ones themes see.
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';

interface GrammarContribution {
  scopeName?: string;
  path?: string;
  injectTo?: string[];
}

export interface Token {
  text: string;
  scopes: string[];
}

function requireFromVsCode(name: string): unknown {
  const candidates = [path.join(vscode.env.appRoot, 'node_modules', name), path.join(vscode.env.appRoot, 'node_modules.asar', name)];
  for (const c of candidates) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module of VS Code's own install, found at run time
    if (fs.existsSync(c)) return require(c);
  }
  throw new Error(`${name} not found under ${vscode.env.appRoot}`);
}

export async function tokenize(scopeName: string, text: string): Promise<Token[][]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const textmate = requireFromVsCode('vscode-textmate') as any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const onig = requireFromVsCode('vscode-oniguruma') as any;
  const wasmPath = [
    path.join(vscode.env.appRoot, 'node_modules', 'vscode-oniguruma', 'release', 'onig.wasm'),
    path.join(vscode.env.appRoot, 'node_modules.asar.unpacked', 'vscode-oniguruma', 'release', 'onig.wasm'),
  ].find((p) => fs.existsSync(p));
  if (!wasmPath) throw new Error('onig.wasm not found');
  await onig.loadWASM(fs.readFileSync(wasmPath).buffer);

  const paths = new Map<string, string>();
  for (const ext of vscode.extensions.all) {
    const grammars = (ext.packageJSON?.contributes?.grammars ?? []) as GrammarContribution[];
    for (const g of grammars) if (g.scopeName && g.path) paths.set(g.scopeName, path.join(ext.extensionPath, g.path));
  }
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (p: string[]) => new onig.OnigScanner(p),
      createOnigString: (s: string) => new onig.OnigString(s),
    }),
    loadGrammar: async (scope: string) => {
      const file = paths.get(scope);
      if (!file) return null;
      return textmate.parseRawGrammar(fs.readFileSync(file, 'utf8'), file);
    },
  });
  const grammar = await registry.loadGrammar(scopeName);
  if (!grammar) throw new Error(`no grammar is registered for ${scopeName}`);
  let state = textmate.INITIAL;
  const lines: Token[][] = [];
  for (const line of text.split('\n')) {
    const r = grammar.tokenizeLine(line, state);
    lines.push(
      r.tokens.map((t: { startIndex: number; endIndex: number; scopes: string[] }) => ({
        text: line.slice(t.startIndex, t.endIndex),
        scopes: t.scopes,
      })),
    );
    state = r.ruleStack;
  }
  return lines;
}
