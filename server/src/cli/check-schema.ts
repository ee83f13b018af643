// `atdf check-schema --schema FILE --instances FILE`: validates each instance of
// a JSON array against one schema and prints one line of JSON Schema "basic"
// output units. Several --schema/--instances pairs run in one process, one
// line each (how the conformance stage runs the whole official suite).
import { createEngine, type CompiledSchema, type SchemaRegistry } from '../core/index';
import { folderUrl, parseSchemaFile, readSchemaFolder } from './schema-folder';
import { unknownOption, UsageError } from './usage-error';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const HELP = `Usage: atdf check-schema --schema FILE --instances FILE [--schema FILE --instances FILE ...]
                         [--draft 2020-12|07] [--remotes DIR [--remotes-base URL]] [--locale en|es|pt]

Validates every instance of each --instances FILE (a JSON array) against the
JSON Schema of the --schema FILE before it, and prints one line per pair:
  {"results":[{"valid":true|false,"errors":[{"instanceLocation","keywordLocation","error"}]}]}
Only errors are listed (format warnings are not).

Problems of a schema itself (an unknown type such as "strng", a pattern that
is not a regular expression, a $ref that resolves nowhere, an unknown
keyword) are printed on stderr, one a line, as the editor shows them:
  FILE: error at "/type": unknown type "strng"; did you mean "string"? [schema/unknown-type]

  --draft 2020-12|07   the draft of a schema without "$schema" (default 2020-12)
  --remotes DIR        every .json file under DIR is a schema that "$ref"s may
                       point to, at URL + its path under DIR (nothing is ever fetched)
  --remotes-base URL   that URL (default: the folder's file: URL)

Exit status: 0 when every instance is valid and no schema has an error, 1
otherwise (warnings of a schema do not count), 2 for usage errors or
unreadable input.
`;

/** Problems of one schema printed at most (a generated schema may have thousands: the first ones tell what is wrong). */
const MAX_ISSUES_SHOWN = 50;

interface Options {
  pairs: { schema: string; instances: string }[];
  locale: 'en' | 'es' | 'pt';
  draft: '2020-12' | 'draft-07';
  remotes: string | undefined;
  remotesBase: string | undefined;
}

function parseArgs(args: string[]): Options | null {
  const o: Options = { pairs: [], locale: 'en', draft: '2020-12', remotes: undefined, remotesBase: undefined };
  let schema: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--help' || a === '-h') return null;
    const value = (): string => {
      const v = args[++i];
      if (v === undefined) throw new UsageError(`${a} needs a value; run "atdf check-schema --help"`);
      return v;
    };
    if (a === '--schema') {
      if (schema !== undefined) throw new UsageError(`--schema "${schema}" has no --instances FILE after it`);
      schema = value();
    } else if (a === '--instances') {
      if (schema === undefined) throw new UsageError('--instances FILE must follow a --schema FILE');
      o.pairs.push({ schema, instances: value() });
      schema = undefined;
    } else if (a === '--locale') {
      const v = value();
      if (v !== 'en' && v !== 'es' && v !== 'pt') throw new UsageError(`--locale must be en, es or pt, got "${v}"`);
      o.locale = v;
    } else if (a === '--draft') {
      const v = value();
      if (v !== '2020-12' && v !== '07' && v !== 'draft-07') throw new UsageError(`--draft must be 2020-12 or 07, got "${v}"`);
      o.draft = v === '2020-12' ? '2020-12' : 'draft-07';
    } else if (a === '--remotes') o.remotes = value();
    else if (a === '--remotes-base') o.remotesBase = value();
    else if (a.startsWith('-')) throw unknownOption(a, 'check-schema', HELP);
    else throw new UsageError(`unknown argument "${a}"; run "atdf check-schema --help"`);
  }
  if (o.pairs.length === 0 || schema !== undefined) {
    throw new UsageError('both --schema FILE and --instances FILE are required; run "atdf check-schema --help"');
  }
  if (o.remotesBase !== undefined && o.remotes === undefined) throw new UsageError('--remotes-base URL needs --remotes DIR');
  if (o.remotesBase !== undefined && !URL.canParse(o.remotesBase))
    throw new UsageError(`--remotes-base must be an absolute URL, got "${o.remotesBase}"`);
  return o;
}

function readJson(path: string, what: string): unknown {
  try {
    return parseSchemaFile(path);
  } catch (e) {
    if (e instanceof UsageError) throw new UsageError(e.message.replace('schema file', `${what} file`));
    throw e;
  }
}

export async function runCheckSchema(args: string[]): Promise<number> {
  const o = parseArgs(args);
  if (o === null) {
    process.stdout.write(HELP);
    return 0;
  }
  const engine = createEngine();
  let registry: SchemaRegistry | undefined;
  if (o.remotes !== undefined) {
    const base = o.remotesBase ?? folderUrl(resolve(o.remotes));
    registry = engine.schemaRegistry(readSchemaFolder(o.remotes, base.endsWith('/') ? base : base + '/'), { draft: o.draft });
  }
  let allValid = true;
  for (const pair of o.pairs) {
    const schema = readJson(pair.schema, 'schema');
    const instances = readJson(pair.instances, 'instances');
    if (!Array.isArray(instances)) throw new UsageError(`instances file "${pair.instances}" must hold a JSON array of instances`);
    const compiled = engine.compileSchema(schema, {
      locale: o.locale,
      formatWarnings: false,
      draft: o.draft,
      registry,
      baseUri: pathToFileURL(resolve(pair.schema)).href,
    });
    if (reportSchemaIssues(pair.schema, compiled)) allValid = false;
    const results = instances.map((instance) => {
      const { valid, errors } = compiled.validate(instance);
      if (!valid) allValid = false;
      return {
        valid,
        errors: errors
          .filter((e) => e.severity === 'error')
          .map((e) => ({ instanceLocation: e.instanceLocation, keywordLocation: e.keywordLocation, error: e.error })),
      };
    });
    process.stdout.write(JSON.stringify({ results }) + '\n');
  }
  return allValid ? 0 : 1;
}

/**
 * Prints the problems of the schema itself on stderr (a schema with
 * `"type": "strng"` would otherwise accept everything in silence); true when
 * one is an error.
 */
function reportSchemaIssues(file: string, compiled: CompiledSchema): boolean {
  const { issues } = compiled;
  for (const issue of issues.slice(0, MAX_ISSUES_SHOWN))
    process.stderr.write(`${file}: ${issue.severity} at "${issue.pointer}": ${issue.message} [${issue.code}]\n`);
  if (issues.length > MAX_ISSUES_SHOWN) process.stderr.write(`${file}: ${issues.length - MAX_ISSUES_SHOWN} more problems not shown\n`);
  return issues.some((issue) => issue.severity === 'error');
}
