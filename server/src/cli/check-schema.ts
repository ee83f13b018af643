// `atdf check-schema --schema FILE --instances FILE`: validates each instance of
// a JSON array against one schema and prints one line of JSON Schema "basic"
// output units. This is how the conformance runner drives our validator.
import { readFileSync } from 'node:fs';
import { createEngine } from '../core/index';
import { UsageError } from './usage-error';

const HELP = `Usage: atdf check-schema --schema FILE --instances FILE [--locale en|es|pt]

Validates every instance of FILE (a JSON array) against the JSON Schema in
--schema (the 2020-12 subset this toolkit supports) and prints one line:
  {"results":[{"valid":true|false,"errors":[{"instanceLocation","keywordLocation","error"}]}]}
Only errors are listed (format warnings and schema warnings are not).
Exit status: 0 when every instance is valid, 1 otherwise, 2 for usage errors
or unreadable input.
`;

function readJson(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot read ${what} file "${path}" (${code ?? 'read error'}); check the path`);
  }
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    throw new UsageError(`${what} file "${path}" is not valid JSON: ${(e as Error).message}`);
  }
}

export async function runCheckSchema(args: string[]): Promise<number> {
  let schemaPath: string | undefined;
  let instancesPath: string | undefined;
  let locale: 'en' | 'es' | 'pt' = 'en';
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--help' || a === '-h') {
      process.stdout.write(HELP);
      return 0;
    }
    const value = (): string => {
      const v = args[++i];
      if (v === undefined) throw new UsageError(`${a} needs a value; run "atdf check-schema --help"`);
      return v;
    };
    if (a === '--schema') schemaPath = value();
    else if (a === '--instances') instancesPath = value();
    else if (a === '--locale') {
      const v = value();
      if (v !== 'en' && v !== 'es' && v !== 'pt') throw new UsageError(`--locale must be en, es or pt, got "${v}"`);
      locale = v;
    } else throw new UsageError(`unknown argument "${a}"; run "atdf check-schema --help"`);
  }
  if (!schemaPath || !instancesPath)
    throw new UsageError('both --schema FILE and --instances FILE are required; run "atdf check-schema --help"');
  const schema = readJson(schemaPath, 'schema');
  const instances = readJson(instancesPath, 'instances');
  if (!Array.isArray(instances)) throw new UsageError(`instances file "${instancesPath}" must hold a JSON array of instances`);

  const compiled = createEngine().compileSchema(schema, { locale, formatWarnings: false });
  let allValid = true;
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
  return allValid ? 0 : 1;
}
