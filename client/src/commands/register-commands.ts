// The commands of the palette, registered the same way by both entries: the
// desktop extension (extension.ts) and the browser's (web/extension-web.ts).
// What differs between them comes in as functions: importing an MCP tool starts
// a process (the browser says why it cannot), and a restart is the node
// client's restart with its crash budget, or a new web worker.
import * as vscode from 'vscode';
import type { McpRequests } from '../mcp-requests';
import type { Notices } from '../notices';
import { copyAsMcpToolJson } from './copy-as-mcp-json';
import { type ContextPreviewProvider, PREVIEW_SCHEME, previewContext, previewFolderContext } from './preview-context';
import { validateAsAtdf } from './validate-as-atdf';

export interface CommandParts {
  notices: Notices;
  mcp: McpRequests;
  previews: ContextPreviewProvider;
  importMcpTool: (args?: unknown) => unknown;
  restartServer: () => Promise<void>;
}

export function registerCommands(parts: CommandParts): vscode.Disposable[] {
  const { notices, mcp, previews } = parts;
  return [
    vscode.commands.registerCommand('atdf.validateAsAtdf', (uri?: vscode.Uri) => validateAsAtdf(notices, uri)),
    vscode.commands.registerCommand('atdf.importMcpTool', parts.importMcpTool),
    vscode.commands.registerCommand('atdf.copyAsMcpToolJson', (uri?: vscode.Uri) => copyAsMcpToolJson(mcp, notices, uri)),
    vscode.commands.registerCommand('atdf.restartServer', parts.restartServer),
    previews,
    vscode.workspace.registerTextDocumentContentProvider(PREVIEW_SCHEME, previews),
    vscode.commands.registerCommand('atdf.previewContext', (source?: string | vscode.Uri, target?: string) =>
      previewContext(notices, source, target),
    ),
    vscode.commands.registerCommand('atdf.previewFolderContext', (folder?: string | vscode.Uri, target?: string) =>
      previewFolderContext(notices, folder, target),
    ),
  ];
}
