// The language client's id, name and documents, shared by the desktop client
// (language-client.ts, the server over Node IPC) and the web one
// (web/extension-web.ts, the server in a web worker): no client library here.
export const CLIENT_ID = 'atdf';
export const CLIENT_NAME = 'ATDF Language Server';

/**
 * Language `atdf` (*.atdf.yaml/yml), JSON files named *.atdf.json, and the
 * `.atdfrc` config, so that an edit of it applies (and its problems show) before it is saved.
 */
export const DOCUMENT_SELECTOR = [
  { language: 'atdf' },
  { language: 'json', pattern: '**/*.atdf.json' },
  { pattern: '**/.atdfrc.{yaml,yml,json}' },
];
