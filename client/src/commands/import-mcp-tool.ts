// "ATDF: Import MCP Tool...": source -> tools -> dialect -> folder -> files.
// Interactive by default; with arguments (see import-args.ts) it asks nothing.
// Reading, listing and conversion are the language server's; this file only
// runs the dialogue and writes the files the user agreed to.
import * as vscode from 'vscode';
import type { ImportDialect, McpToolJson, SkippedToolJson, StdioServer } from '../../../server/src/protocol/mcp';
import type { McpRequests } from '../mcp-requests';
import type { Notices } from '../notices';
import { checkImportArgs, type ImportArgs, type ImportResult } from './import-args';
import {
  ImportCancelled,
  listLiveServer,
  readStaticSource,
  workspaceMcpServers,
  type NamedServer,
  type ToolSource,
} from './import-sources';
import { writeImportedFiles } from './write-imported-files';

const MAX_OPENED = 10;

export async function importMcpTool(
  mcp: McpRequests,
  notices: Notices,
  log: vscode.LogOutputChannel,
  given?: unknown,
): Promise<ImportResult> {
  const interactive = given === undefined;
  let skipped: SkippedToolJson[] = [];
  const fail = (message: string): ImportResult => {
    log.error(message);
    void notices.error(message);
    return { created: [], conflicts: [], skipped, error: message };
  };
  try {
    if (!interactive) {
      const problem = checkImportArgs(given);
      if (problem) return fail(vscode.l10n.t('ATDF: Import MCP Tool: {0}.', problem));
    }
    const args = interactive ? await askSource(mcp, log) : (given as ImportArgs);
    if (!args) return { created: [], conflicts: [], skipped };
    // Interactively a bad tool is left out and the user told; with arguments only when the caller asks.
    const skipInvalid = interactive || args.skipInvalid === true;

    const source = await readSource(mcp, args, { interactive, skipInvalid }, log);
    skipped = source.skipped;
    for (const line of [...source.cut, ...source.names]) log.warn(line);
    if (source.tools.length === 0) {
      if (skipped.length > 0) return fail(noToolLeft(source.label, skipped, log));
      return fail(vscode.l10n.t('{0} lists no tools; nothing to import.', source.label));
    }
    const tools = interactive ? await pickTools(source.tools) : selectTools(source.tools, args.tools);
    const dialect = interactive ? await pickDialect() : (args.dialect ?? 'enhanced');
    const folder = interactive ? await pickFolder() : outFolder(args.outDir);

    const converted = await mcp.convert({ tools, dialect, source: source.label, skipInvalid });
    skipped = [...skipped, ...converted.skipped];
    if (converted.files.length === 0) return fail(noToolLeft(source.label, skipped, log));
    const outcome = await writeImportedFiles(
      { folder, files: [...converted.files, converted.toolOrder] },
      { interactive, overwrite: args.overwrite === true },
    );
    const result: ImportResult = {
      created: outcome.written.map((u) => u.fsPath),
      conflicts: outcome.conflicts.map((u) => u.fsPath),
      skipped,
    };
    if (outcome.cancelled) return result;
    if (outcome.written.length === 0 && outcome.conflicts.length > 0) {
      const names = outcome.conflicts.map((u) => vscode.workspace.asRelativePath(u)).join(', ');
      return {
        ...fail(vscode.l10n.t('Nothing was written: these files already exist: {0}. Pass overwrite: true to replace them.', names)),
        conflicts: result.conflicts,
      };
    }
    const toolFiles = outcome.written.filter((u) => !u.path.endsWith(`/${converted.toolOrder.fileName}`));
    log.info(`Imported ${toolFiles.length} tool(s) from ${source.label} into ${folder.fsPath}`);
    if (args.open !== false) {
      for (const uri of toolFiles.slice(0, MAX_OPENED)) {
        await vscode.window.showTextDocument(uri, { preview: false, preserveFocus: true });
      }
    }
    const into = vscode.workspace.asRelativePath(folder);
    if (skipped.length > 0) {
      logSkipped(skipped, log);
      void notices.warning(
        vscode.l10n.t(
          'Imported {0} MCP tool(s) as ATDF into {1}; left out {2} that break the MCP rules or cannot be converted: {3}. The ATDF output says why.',
          toolFiles.length,
          into,
          skipped.length,
          skipped.map((s) => s.toolName).join(', '),
        ),
      );
    } else void notices.info(vscode.l10n.t('Imported {0} MCP tool(s) as ATDF into {1}.', toolFiles.length, into));
    if (source.names.length > 0) {
      void notices.warning(
        vscode.l10n.t(
          '{0} tool name(s) break the MCP naming rule (letters, digits, _ - . only, at most 128); they were imported as the server serves them. The ATDF output says how to rename each.',
          source.names.length,
        ),
      );
    }
    if (source.cut.length > 0) {
      void notices.warning(
        vscode.l10n.t(
          '{0} over-long string(s) of the tools were cut, with a marker in the files; the ATDF output names them.',
          source.cut.length,
        ),
      );
    }
    return result;
  } catch (err) {
    if (err instanceof ImportCancelled) return { created: [], conflicts: [], skipped };
    return fail(err instanceof Error ? err.message : String(err));
  }
}

/** Each problem of the tools left out, one line each, in the ATDF output. */
function logSkipped(skipped: SkippedToolJson[], log: vscode.LogOutputChannel): void {
  for (const tool of skipped) for (const problem of tool.problems) log.warn(problem);
}

function noToolLeft(label: string, skipped: SkippedToolJson[], log: vscode.LogOutputChannel): string {
  logSkipped(skipped, log);
  return vscode.l10n.t(
    'Nothing was imported: every tool of {0} breaks the MCP rules or cannot be converted ({1}). The ATDF output says why.',
    label,
    skipped.map((s) => s.toolName).join(', '),
  );
}

async function readSource(
  mcp: McpRequests,
  args: ImportArgs,
  mode: { interactive: boolean; skipInvalid: boolean },
  log: vscode.LogOutputChannel,
): Promise<ToolSource> {
  const timeoutMs = vscode.workspace.getConfiguration('atdf').get<number>('mcp.timeout', 30000);
  const live = { confirm: mode.interactive, timeoutMs, skipInvalid: mode.skipInvalid, log };
  if (args.source === 'command') {
    const server: StdioServer = { command: args.command!, args: args.args ?? [], env: args.env, cwd: args.cwd };
    return listLiveServer(mcp, server, live);
  }
  if (args.source === 'mcp.json') {
    const servers = await workspaceMcpServers(mcp, log);
    const server = servers.find((s) => s.name === args.server);
    if (!server) {
      const known = servers.map((s) => s.name).join(', ') || vscode.l10n.t('none');
      throw new Error(vscode.l10n.t('No stdio server named "{0}" in .vscode/mcp.json (servers: {1}).', args.server ?? '', known));
    }
    return listLiveServer(mcp, server, live);
  }
  return readStaticSource(mcp, args, mode.skipInvalid);
}

function selectTools(tools: McpToolJson[], names: string[] | undefined): McpToolJson[] {
  if (!names) return tools;
  const missing = names.filter((n) => !tools.some((t) => t.name === n));
  if (missing.length > 0) throw new Error(vscode.l10n.t('The source has no tool named {0}.', missing.join(', ')));
  return tools.filter((t) => names.includes(t.name));
}

function outFolder(outDir: string | undefined): vscode.Uri {
  if (outDir) return vscode.Uri.file(outDir);
  const first = vscode.workspace.workspaceFolders?.[0];
  if (!first) throw new Error(vscode.l10n.t('Open a folder, or pass outDir, to choose where the ATDF files go.'));
  return first.uri;
}

// ---- The interactive steps. Each returns the choice or throws ImportCancelled on Escape.

async function askSource(mcp: McpRequests, log: vscode.LogOutputChannel): Promise<ImportArgs | undefined> {
  type Item = vscode.QuickPickItem & { kind2: ImportArgs['source'] | 'mcp.json'; server?: NamedServer };
  const servers = await workspaceMcpServers(mcp, log);
  const items: Item[] = [
    {
      label: vscode.l10n.t('From a JSON file...'),
      detail: vscode.l10n.t('A tools/list result, {tools: [...]}, one tool or an array of tools'),
      kind2: 'file',
    },
    { label: vscode.l10n.t('From the clipboard'), detail: vscode.l10n.t('JSON copied from an MCP inspector or a log'), kind2: 'clipboard' },
    ...servers.map((s) => ({
      label: vscode.l10n.t('From the server "{0}" of .vscode/mcp.json', s.name ?? ''),
      detail: s.commandLine,
      kind2: 'mcp.json' as const,
      server: s,
    })),
    {
      label: vscode.l10n.t('From a command line...'),
      detail: vscode.l10n.t('Starts an MCP server over stdio and lists its tools'),
      kind2: 'command',
    },
  ];
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Import MCP tools as ATDF: source'),
    ignoreFocusOut: true,
  });
  if (!picked) throw new ImportCancelled();
  switch (picked.kind2) {
    case 'file': {
      const uris = await vscode.window.showOpenDialog({
        canSelectMany: false,
        filters: { JSON: ['json'] },
        title: vscode.l10n.t('MCP tools JSON file'),
      });
      if (!uris?.[0]) throw new ImportCancelled();
      return { source: 'file', path: uris[0].fsPath };
    }
    case 'clipboard':
      return { source: 'clipboard' };
    case 'mcp.json':
      return { source: 'mcp.json', server: picked.server!.name };
    default: {
      const line = await vscode.window.showInputBox({
        title: vscode.l10n.t('Command that starts the MCP server (stdio)'),
        placeHolder: 'npx -y @modelcontextprotocol/server-everything stdio',
        ignoreFocusOut: true,
        validateInput: async (v) => {
          try {
            await mcp.commandLine({ line: v });
            return undefined;
          } catch (err) {
            return err instanceof Error ? err.message : String(err);
          }
        },
      });
      if (!line) throw new ImportCancelled();
      const { command, args } = await mcp.commandLine({ line });
      return { source: 'command', command, args };
    }
  }
}

async function pickTools(tools: McpToolJson[]): Promise<McpToolJson[]> {
  if (tools.length === 1) return tools;
  const items = tools.map((t) => ({ label: t.name, description: t.title, detail: t.description, picked: true, tool: t }));
  const picked = await vscode.window.showQuickPick(items, {
    canPickMany: true,
    title: vscode.l10n.t('Tools to import ({0} found)', tools.length),
    ignoreFocusOut: true,
  });
  if (!picked || picked.length === 0) throw new ImportCancelled();
  const chosen = new Set(picked.map((p) => p.tool));
  return tools.filter((t) => chosen.has(t)); // in the server's order, which the order file keeps
}

async function pickDialect(): Promise<ImportDialect> {
  const items: (vscode.QuickPickItem & { dialect: ImportDialect })[] = [
    { label: 'ATDF 2.x', detail: vscode.l10n.t('tool_id, when_to_use, how_to_use.inputs with schemas (recommended)'), dialect: 'enhanced' },
    {
      label: vscode.l10n.t('The tool: form'),
      detail: vscode.l10n.t('input is the MCP inputSchema verbatim; output.success its outputSchema'),
      dialect: 'tool',
    },
  ];
  const picked = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('ATDF dialect to write'), ignoreFocusOut: true });
  if (!picked) throw new ImportCancelled();
  return picked.dialect;
}

async function pickFolder(): Promise<vscode.Uri> {
  const uris = await vscode.window.showOpenDialog({
    canSelectFiles: false,
    canSelectFolders: true,
    canSelectMany: false,
    defaultUri: vscode.workspace.workspaceFolders?.[0]?.uri,
    openLabel: vscode.l10n.t('Write ATDF files here'),
  });
  if (!uris?.[0]) throw new ImportCancelled();
  return uris[0];
}
