// Which open documents this server validates, and as what syntax. The client's
// selector decides what it sends; this is the server's own check so that any
// LSP editor gets the same behaviour.
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { languageOfFileName, type Language } from '../core/index';

const ATDF_FILE = /\.atdf\.(ya?ml|json)$/i;

/** The syntax of a served document, or undefined when the document is not ATDF. */
export function servedLanguage(doc: Pick<TextDocument, 'uri' | 'languageId'>): Language | undefined {
  const path = pathOf(doc.uri);
  if (doc.languageId === 'atdf') return languageOfFileName(path);
  if (!ATDF_FILE.test(path)) return undefined;
  if (doc.languageId === 'json' || doc.languageId === 'jsonc') return 'json';
  if (doc.languageId === 'yaml') return 'yaml';
  return languageOfFileName(path);
}

/** True for a file name the workspace index looks at (`*.atdf.yaml`, `*.atdf.yml`, `*.atdf.json`). */
export function isAtdfFileName(path: string): boolean {
  return ATDF_FILE.test(path);
}

function pathOf(uri: string): string {
  const q = uri.search(/[?#]/);
  return q === -1 ? uri : uri.slice(0, q);
}
