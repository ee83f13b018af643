// The Test Explorer for ATDF examples: one test item per example of every
// open ATDF document (the language server lists them with their ranges), run
// or re-run from the tree, the gutter, or the "Run example" code lens above
// each example. The language server starts the MCP server and runs the
// examples (atdf/contract/run); this side only asks for consent: in a trusted
// workspace only, against a stdio server of .vscode/mcp.json, after showing
// its command line once. Failures are test messages at the finding's place,
// with the expected and the actual output when the output differs, and
// diagnostics (source "atdf test") until the document changes; an example
// whose expected result could not be compared is skipped (never passed), its
// reason in the run's output and as an information diagnostic.
import * as vscode from 'vscode';
import type { StdioServer } from '../../../server/src/protocol/mcp';
import type { ExampleItem, RangeJson, RunItem } from '../../../server/src/protocol/contract';
import { workspaceMcpServers, type NamedServer } from '../commands/import-sources';
import type { McpRequests } from '../mcp-requests';

/** Deadline to start the server, and of each call. */
const TIMEOUT_MS = 30_000;
/** Typing pauses this long before the examples of a changed document are listed again. */
const REFRESH_DELAY_MS = 400;

const isAtdf = (doc: vscode.TextDocument) =>
  doc.uri.scheme === 'file' && (doc.languageId === 'atdf' || /\.atdf\.(ya?ml|json)$/i.test(doc.uri.path));

/** What `atdf.runExamples` returns (for callers and tests). */
export interface ExamplesRunResult {
  results: RunItem[];
  error?: string;
}

export class ExampleTests implements vscode.CodeLensProvider, vscode.Disposable {
  readonly controller = vscode.tests.createTestController('atdf.examples', vscode.l10n.t('ATDF examples'));
  private readonly profile: vscode.TestRunProfile;
  private readonly examples = new Map<string, ExampleItem[]>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly lensesChanged = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.lensesChanged.event;
  /** Command lines the user agreed to run examples against, this session. */
  private readonly confirmed = new Set<string>();
  private chosen: NamedServer | undefined;
  /** The last run's failures per document and example, shown as diagnostics until the document changes. */
  private readonly failures = vscode.languages.createDiagnosticCollection('atdf-examples');
  private readonly failuresByExample = new Map<string, Map<string, vscode.Diagnostic[]>>();
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(
    private readonly mcp: McpRequests,
    private readonly log: vscode.LogOutputChannel,
  ) {
    this.profile = this.controller.createRunProfile(vscode.l10n.t('Run'), vscode.TestRunProfileKind.Run, (request, token) =>
      this.runRequest(request, token),
    );
    this.subscriptions.push(
      this.controller,
      this.lensesChanged,
      this.failures,
      vscode.workspace.onDidOpenTextDocument((doc) => this.scheduleRefresh(doc, 0)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length === 0) return;
        this.failures.delete(e.document.uri);
        this.failuresByExample.delete(e.document.uri.toString());
        this.scheduleRefresh(e.document, REFRESH_DELAY_MS);
      }),
      vscode.commands.registerCommand('atdf.runExample', (uri: vscode.Uri, id: string) => this.runFromLens(uri, id)),
      vscode.commands.registerCommand('atdf.runExamples', (args: unknown) => this.runWithArgs(args)),
      vscode.languages.registerCodeLensProvider([{ language: 'atdf' }, { pattern: '**/*.atdf.json' }], this),
    );
  }

  /** Once the language server runs: the documents already open get their items. */
  refreshOpenDocuments(): void {
    for (const doc of vscode.workspace.textDocuments) this.scheduleRefresh(doc, 0);
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    for (const d of this.subscriptions) d.dispose();
  }

  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    return (this.examples.get(doc.uri.toString()) ?? []).map(
      (e) =>
        new vscode.CodeLens(new vscode.Range(e.range.start.line, 0, e.range.start.line, 0), {
          title: vscode.l10n.t('Run example'),
          command: 'atdf.runExample',
          arguments: [doc.uri, e.id],
        }),
    );
  }

  private scheduleRefresh(doc: vscode.TextDocument, delay: number): void {
    if (!isAtdf(doc)) return;
    const key = doc.uri.toString();
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        void this.refresh(doc);
      }, delay),
    );
  }

  /** Lists the document's examples again and rebuilds its items (ids are stable while the examples stay). */
  async refresh(doc: vscode.TextDocument): Promise<ExampleItem[]> {
    let examples: ExampleItem[];
    try {
      examples = (await this.mcp.examples({ text: doc.getText(), language: languageOf(doc) })).examples;
    } catch (err) {
      this.log.warn(`Could not list the examples of ${doc.uri.fsPath}: ${err instanceof Error ? err.message : String(err)}`);
      return [];
    }
    const key = doc.uri.toString();
    this.examples.set(key, examples);
    if (examples.length === 0) this.controller.items.delete(key);
    else {
      const file = this.controller.createTestItem(key, vscode.workspace.asRelativePath(doc.uri), doc.uri);
      file.children.replace(
        examples.map((e) => {
          const item = this.controller.createTestItem(e.id, `${e.tool} › ${e.title}`, doc.uri);
          item.range = toRange(e.range);
          return item;
        }),
      );
      this.controller.items.add(file);
    }
    this.lensesChanged.fire();
    return examples;
  }

  private async runFromLens(uri: vscode.Uri, id: string): Promise<void> {
    const item = this.controller.items.get(uri.toString())?.children.get(id);
    if (!item) return;
    const cancel = new vscode.CancellationTokenSource();
    try {
      await this.runRequest(new vscode.TestRunRequest([item]), cancel.token);
    } finally {
      cancel.dispose();
    }
  }

  /** From the tree or the gutter: the server is chosen (and its command line confirmed once), then each file's examples run. */
  private async runRequest(request: vscode.TestRunRequest, token: vscode.CancellationToken): Promise<void> {
    const run = this.controller.createTestRun(request);
    try {
      const byFile = this.selected(request);
      const all = [...byFile.values()].flatMap((f) => f.items);
      for (const item of all) run.enqueued(item);
      const server = await this.serverToUse(all.length);
      if (typeof server === 'string') {
        for (const item of all) run.errored(item, new vscode.TestMessage(server));
        return;
      }
      for (const [key, { items }] of byFile) {
        if (token.isCancellationRequested) break;
        await this.runFile(run, vscode.Uri.parse(key), items, server, token);
      }
    } finally {
      run.end();
    }
  }

  /** `atdf.runExamples` with `{uri, server: {command, args, env?, cwd?}, ids?}`: no prompt, but only in a trusted workspace. */
  private async runWithArgs(args: unknown): Promise<ExamplesRunResult> {
    const given = args as { uri?: string; server?: StdioServer; ids?: string[] } | undefined;
    if (!given || typeof given.uri !== 'string' || typeof given.server?.command !== 'string')
      return { results: [], error: 'atdf.runExamples expects {uri, server: {command, args}, ids?}' };
    if (!vscode.workspace.isTrusted) return { results: [], error: untrusted() };
    const uri = vscode.Uri.parse(given.uri);
    const examples = await this.refresh(await vscode.workspace.openTextDocument(uri));
    const ids = given.ids ?? examples.map((e) => e.id);
    const file = this.controller.items.get(uri.toString());
    const items = ids.flatMap((id) => file?.children.get(id) ?? []);
    const run = this.controller.createTestRun(new vscode.TestRunRequest(items));
    const cancel = new vscode.CancellationTokenSource();
    try {
      const server = { ...given.server, args: given.server.args ?? [] };
      return await this.runFile(run, uri, items, server, cancel.token);
    } finally {
      run.end();
      cancel.dispose();
    }
  }

  private async runFile(
    run: vscode.TestRun,
    uri: vscode.Uri,
    items: vscode.TestItem[],
    server: StdioServer,
    token: vscode.CancellationToken,
  ): Promise<ExamplesRunResult> {
    for (const item of items) run.started(item);
    const doc = await vscode.workspace.openTextDocument(uri);
    const params = {
      text: doc.getText(),
      language: languageOf(doc),
      name: vscode.workspace.asRelativePath(uri),
      server,
      timeoutMs: TIMEOUT_MS,
      ids: items.map((i) => i.id),
    };
    let results: RunItem[];
    try {
      results = (await this.mcp.runExamples(params, token)).results;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      for (const item of items) run.errored(item, new vscode.TestMessage(message));
      return { results: [], error: message };
    }
    const shown = this.failuresByExample.get(uri.toString()) ?? new Map<string, vscode.Diagnostic[]>();
    for (const r of results) {
      const item = items.find((i) => i.id === r.id);
      if (!item) continue;
      // Not compared is no failure: its reason is shown as information, not as an error.
      const severity = r.status === 'not-compared' ? vscode.DiagnosticSeverity.Information : vscode.DiagnosticSeverity.Error;
      shown.set(
        r.id,
        r.messages.map((m) => {
          const d = new vscode.Diagnostic(toRange(m.range), m.message, severity);
          d.source = 'atdf test';
          return d;
        }),
      );
      const messages = r.messages.map((m) => {
        const message =
          m.expected !== undefined && m.actual !== undefined
            ? vscode.TestMessage.diff(m.message, m.expected, m.actual)
            : new vscode.TestMessage(m.message);
        message.location = new vscode.Location(uri, toRange(m.range));
        return message;
      });
      if (r.status === 'pass') run.passed(item, r.ms);
      else if (r.status === 'fail') run.failed(item, messages, r.ms);
      else if (r.status === 'not-compared') {
        // Its own state (skipped), never passed; the reason goes to the run's output at the example.
        for (const m of r.messages) run.appendOutput(`${item.label}: ${m.message}\r\n`, new vscode.Location(uri, toRange(m.range)), item);
        run.skipped(item);
      } else run.errored(item, messages, r.ms);
    }
    this.failuresByExample.set(uri.toString(), shown);
    this.failures.set(uri, [...shown.values()].flat());
    return { results };
  }

  /** The requested items (everything when none is named), grouped by file. */
  private selected(request: vscode.TestRunRequest): Map<string, { items: vscode.TestItem[] }> {
    const out = new Map<string, { items: vscode.TestItem[] }>();
    const excluded = new Set((request.exclude ?? []).map((i) => i.id));
    const add = (file: string, item: vscode.TestItem) => {
      if (excluded.has(item.id)) return;
      const entry = out.get(file) ?? { items: [] };
      entry.items.push(item);
      out.set(file, entry);
    };
    const roots = request.include ?? [...iterate(this.controller.items)];
    for (const item of roots) {
      if (item.parent) add(item.parent.id, item);
      else for (const child of iterate(item.children)) add(item.id, child);
    }
    return out;
  }

  /** The server to run against, or why there is none: trusted workspace, a stdio server of mcp.json, its command line confirmed once. */
  private async serverToUse(count: number): Promise<StdioServer | string> {
    if (count === 0) return vscode.l10n.t('No example to run.');
    if (!vscode.workspace.isTrusted) return untrusted();
    if (!this.chosen) {
      const servers = await workspaceMcpServers(this.mcp, this.log);
      if (servers.length === 0)
        return vscode.l10n.t('No stdio MCP server in .vscode/mcp.json to run the examples against: add the server of these tools there.');
      this.chosen =
        servers.length === 1
          ? servers[0]
          : (
              await vscode.window.showQuickPick(
                servers.map((s) => ({ label: s.name ?? s.commandLine, detail: s.commandLine, server: s })),
                { title: vscode.l10n.t('MCP server to run the examples against') },
              )
            )?.server;
      if (!this.chosen) return vscode.l10n.t('No MCP server chosen.');
    }
    const line = this.chosen.commandLine;
    if (!this.confirmed.has(line)) {
      const start = vscode.l10n.t('Start server');
      const answer = await vscode.window.showWarningMessage(
        vscode.l10n.t('Start this MCP server and call its tools with the examples?'),
        { modal: true, detail: line },
        start,
      );
      if (answer !== start) {
        this.chosen = undefined;
        return vscode.l10n.t('Not run: the MCP server was not confirmed.');
      }
      this.confirmed.add(line);
    }
    this.log.info(`Running ATDF examples against: ${line}`);
    return this.chosen;
  }
}

function untrusted(): string {
  return vscode.l10n.t(
    'This workspace is not trusted, so ATDF does not start MCP servers in it to run examples. Trust the workspace (Workspaces: Manage Workspace Trust) to run them.',
  );
}

function toRange(range: RangeJson): vscode.Range {
  return new vscode.Range(range.start.line, range.start.character, range.end.line, range.end.character);
}

function languageOf(doc: vscode.TextDocument): 'yaml' | 'json' {
  return doc.languageId === 'json' || doc.uri.path.toLowerCase().endsWith('.json') ? 'json' : 'yaml';
}

function* iterate(collection: vscode.TestItemCollection): Iterable<vscode.TestItem> {
  for (const [, item] of collection) yield item;
}
