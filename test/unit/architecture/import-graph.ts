// The import graph of our own TypeScript sources, read with the TypeScript
// compiler's pre-processor (every `import`, `export ... from`, `import()` and
// `require()`, type-only imports included: a cycle of types is still a cycle
// in the design). Only relative specifiers are followed; packages are leaves.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(__dirname, '..', '..', '..');

/** Repository-relative path (forward slashes) -> the repository-relative paths it imports. */
export type ImportGraph = Map<string, string[]>;

export function sourceFiles(dirs: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) out.push(path);
    }
  };
  for (const dir of dirs) walk(join(ROOT, dir));
  return out;
}

/** Repository-relative path -> the module specifiers it imports, as written (packages included). */
export function importSpecifiers(dirs: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of sourceFiles(dirs)) out.set(repoPath(file), specifiersOf(file));
  return out;
}

export function importGraph(dirs: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(dirs)) {
    const targets = specifiersOf(file)
      .map((s) => resolveImport(file, s))
      .filter((t): t is string => t !== undefined);
    graph.set(repoPath(file), targets.map(repoPath));
  }
  return graph;
}

function specifiersOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((i) => i.fileName);
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return undefined;
}

function repoPath(file: string): string {
  return relative(ROOT, file).split('\\').join('/');
}

/**
 * Every import cycle, one per strongly connected component (Tarjan), each
 * written as a closed path `a -> b -> ... -> a` through that component.
 */
export function importCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component);
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return components.map((c) => cycleThrough(graph, new Set(c)));
}

/** A closed path through a strongly connected component, starting at its first file in sort order. */
function cycleThrough(graph: ImportGraph, component: Set<string>): string[] {
  const start = [...component].sort()[0];
  // Breadth-first from the start back to itself, inside the component: the shortest such cycle.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at = v; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
