// The language server's own command line, read before a connection is made:
// `atdf-language-server --version` and `--help` answer and exit 0, and a start
// without a transport (no arguments, a typo) exits 2 with the usage, instead
// of the stack trace vscode-languageserver throws when it finds no transport.
// The transports are the ones its createConnection() reads from process.argv.

const USAGE = `Usage: atdf-language-server --stdio
       atdf-language-server --node-ipc | --socket=PORT | --pipe=NAME

The ATDF language server (Language Server Protocol). An editor starts it and
talks to it over the transport given; it is not used from a terminal (for
that there is the "atdf" CLI: "atdf validate FILES").

Transports (one is required):
  --stdio                 LSP over stdin and stdout (Neovim, Helix, Emacs...)
  --node-ipc              over Node's IPC channel (VS Code's Node clients)
  --socket=PORT           over a TCP connection to PORT on localhost
  --pipe=NAME             over a named pipe (Windows) or Unix socket

Options:
  --clientProcessId PID   exit when that process ends
  -v, --version           print the version
  -h, --help              show this help
`;

/** Whether argv names a transport, as vscode-languageserver's createConnection() reads it. */
function hasTransport(argv: readonly string[]): boolean {
  return argv.some(
    (arg, i) =>
      arg === '--stdio' ||
      arg === '--node-ipc' ||
      /^--(socket|pipe)=./.test(arg) ||
      ((arg === '--socket' || arg === '--pipe') && argv[i + 1] !== undefined),
  );
}

export type CommandLineAnswer = { code: number; stdout?: string; stderr?: string };

/** What the arguments ask for, when it is not to serve: the text to print and the exit code. */
export function commandLineAnswer(argv: readonly string[], version: string): CommandLineAnswer | undefined {
  if (argv.includes('--version') || argv.includes('-v')) return { code: 0, stdout: `${version}\n` };
  if (argv.includes('--help') || argv.includes('-h')) return { code: 0, stdout: USAGE };
  if (!hasTransport(argv)) {
    const given = argv.length === 0 ? 'no transport given' : `no transport in "${argv.join(' ')}"`;
    return { code: 2, stderr: `atdf-language-server: ${given}\n\n${USAGE}` };
  }
  return undefined;
}

/** Answers --version, --help and a missing transport, then exits; returns when the server should start. */
export function exitUnlessServing(argv: readonly string[], version: string): void {
  const answer = commandLineAnswer(argv, version);
  if (answer === undefined) return;
  if (answer.stdout) process.stdout.write(answer.stdout);
  if (answer.stderr) process.stderr.write(answer.stderr);
  process.exit(answer.code);
}
