// Which of the ATDF dialects (and ARDF, the ATDF project's successor format) a document is written in. Decided per
// document of a stream, from the document alone.
import type { Dialect } from '../types';
import { joinTokens } from '../pointer';
import { isObject } from '../json-value';

/** Top-level keys that exist only in ATDF 2.x. */
export const V2_ONLY_ROOT_KEYS = ['metadata', 'localization', 'prerequisites', 'feedback', 'examples'] as const;
/** Keys of a `how_to_use.inputs` entry that exist only in ATDF 2.x. */
export const V2_ONLY_INPUT_KEYS = ['required', 'schema'] as const;

export interface DialectInfo {
  dialect: Dialect;
  /** The major version the document declares in `schema_version` (1 or 2), if any it declares one we know. */
  declaredMajor?: 1 | 2;
  /** Pointers of 2.x-only keys found in the document (root keys and input entry keys). */
  v2Keys: string[];
}

/** Parses `schema_version` ("1", "1.0", "2.0.0", 2, 1.5...) to a major version we know, or undefined. */
export function declaredMajor(schemaVersion: unknown): 1 | 2 | undefined {
  if (typeof schemaVersion !== 'string' && typeof schemaVersion !== 'number') return undefined;
  const match = /^\s*v?(\d+)(\.\d+)*\s*$/.exec(String(schemaVersion));
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 || major === 2 ? major : undefined;
}

/** Pointers of the 2.x-only keys of a document (in document order of checks: root keys, then inputs). */
export function findV2Keys(doc: Record<string, unknown>): string[] {
  const found: string[] = [];
  for (const key of Object.keys(doc)) {
    if ((V2_ONLY_ROOT_KEYS as readonly string[]).includes(key)) found.push(joinTokens('', key));
  }
  const howToUse = doc.how_to_use;
  const inputs = isObject(howToUse) ? howToUse.inputs : undefined;
  if (Array.isArray(inputs)) {
    inputs.forEach((input, i) => {
      if (!isObject(input)) return;
      for (const key of Object.keys(input)) {
        if ((V2_ONLY_INPUT_KEYS as readonly string[]).includes(key)) found.push(joinTokens('/how_to_use/inputs', i, key));
      }
    });
  }
  return found;
}

/** Detects the dialect of a document; null when the root is not a mapping. */
export function detectDialect(doc: unknown): DialectInfo | null {
  if (!isObject(doc)) return null;
  if (Object.prototype.hasOwnProperty.call(doc, 'tool')) return { dialect: 'tool', v2Keys: [] };
  // ARDF also writes schema_version "1.0.0": its two identity keys decide first.
  if (isArdf(doc)) return { dialect: 'ardf', v2Keys: [] };
  const major = declaredMajor(doc.schema_version);
  const v2Keys = findV2Keys(doc);
  if (major === 1) return { dialect: 'atdf-1', declaredMajor: 1, v2Keys };
  if (major === 2) return { dialect: 'atdf-2', declaredMajor: 2, v2Keys };
  return { dialect: v2Keys.length > 0 ? 'atdf-2' : 'atdf-1', v2Keys };
}

/** An ARDF resource: it has both `resource_id` and `resource_type` (keys no ATDF dialect has). */
export function isArdf(doc: Record<string, unknown>): boolean {
  return Object.prototype.hasOwnProperty.call(doc, 'resource_id') && Object.prototype.hasOwnProperty.call(doc, 'resource_type');
}
