// `pattern`: ECMA-262 syntax with the `u` flag, compiled once per schema.
// TEMPORARY first version: native RegExp; replaced by the linear-time engine.
export type CompiledPattern =
  | { kind: 'ok'; test: (s: string) => boolean }
  | { kind: 'invalid'; reason: string }
  | { kind: 'too-costly' };

export function compilePattern(source: string): CompiledPattern {
  let re: RegExp;
  try {
    re = new RegExp(source, 'u');
  } catch (e) {
    return { kind: 'invalid', reason: e instanceof Error ? e.message : String(e) };
  }
  return { kind: 'ok', test: (s) => re.test(s) };
}
