// textDocument/documentLink: `$ref`s (a local one opens its target's line in
// the same file, a relative one the file it names) and http(s) URL values.
import type { DocumentLink } from 'vscode-languageserver';
import type { AtdfEngine } from '../core/index';
import type { Analysis } from '../session/analysis';
import { toRange } from '../lsp/convert';

export function documentLinks(engine: AtdfEngine, analysis: Analysis): DocumentLink[] {
  const { doc, report } = analysis;
  if (!report) return [];
  const out: DocumentLink[] = [];
  for (const link of engine.documentLinks(report)) {
    const target = targetUri(doc.uri, link.target, (offset) => doc.positionAt(offset));
    if (target) out.push({ range: toRange(doc, link.span), target });
  }
  return out;
}

function targetUri(
  base: string,
  target: ReturnType<AtdfEngine['documentLinks']>[number]['target'],
  positionAt: (offset: number) => { line: number; character: number },
): string | undefined {
  try {
    if (target.kind === 'url') return new URL(target.url).href;
    if (target.kind === 'file') return new URL(target.path, base).href;
    // VS Code and other clients open `#L<line>,<column>` (1-based) at that place.
    const { line, character } = positionAt(target.span.start);
    return `${base.replace(/#.*$/, '')}#L${line + 1},${character + 1}`;
  } catch {
    return undefined; // not a URL a client could open
  }
}
