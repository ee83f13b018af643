// Instances for a schema that comes without examples (a real server's tool
// schemas): candidates built from the schema, every optional member filled
// in, a different branch of each anyOf/oneOf per variant; the caller keeps
// those the oracle (Ajv) calls valid, and breaks one member of each for the
// invalid ones.

type Schema = Record<string, unknown> | boolean;

const FORMATS: Record<string, string> = {
  uuid: '123e4567-e89b-12d3-a456-426614174000',
  'date-time': '2025-07-12T10:00:00Z',
  date: '2025-07-12',
  email: 'name@example.com',
  uri: 'https://example.com/x',
  json: '{"emoji":"🎉"}',
};

/** A candidate instance of `schema` (inside `root`, for `$ref`s); `variant` picks the branches. */
export function candidate(schema: Schema, root: Record<string, unknown>, variant: number, depth = 0): unknown {
  if (schema === true) return 'any';
  if (schema === false || depth > 6) return undefined;
  const s = schema;
  if (typeof s.$ref === 'string' && s.$ref.startsWith('#/')) {
    let target: unknown = root;
    for (const seg of s.$ref.slice(2).split('/'))
      target = (target as Record<string, unknown>)?.[seg.replace(/~1/g, '/').replace(/~0/g, '~')];
    return candidate(target as Schema, root, variant, depth + 1);
  }
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[variant % s.enum.length];
  const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (Array.isArray(branches)) return candidate(branches[(variant + depth) % branches.length], root, variant, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || (type === undefined && s.properties)) {
    const out: Record<string, unknown> = {};
    for (const [name, sub] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
      const v = candidate(sub, root, variant, depth + 1);
      if (v !== undefined) out[name] = v;
    }
    return out;
  }
  if (type === 'array')
    return [0, 1].map((i) => candidate((s.items ?? true) as Schema, root, variant + i, depth + 1)).filter((v) => v !== undefined);
  if (type === 'string')
    return typeof s.format === 'string' && FORMATS[s.format] ? FORMATS[s.format] : 'text'.padEnd(Number(s.minLength ?? 0), 'x');
  if (type === 'integer' || type === 'number') return Math.max(Number(s.minimum ?? 1), 1);
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return 'value';
}

/** The same instance with its first member's value of the wrong type (an invalid one, most of the time). */
export function broken(instance: unknown): unknown {
  if (instance === null || typeof instance !== 'object' || Array.isArray(instance)) return 42;
  const [first] = Object.keys(instance);
  return first === undefined
    ? 42
    : { ...instance, [first]: typeof (instance as Record<string, unknown>)[first] === 'number' ? 'x' : 12345 };
}
