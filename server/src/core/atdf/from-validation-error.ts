// Turns the validator's errors into findings: pointer made relative to the
// document, a message in the user's language, and the data quick fixes need
// (missing member + typed placeholder, allowed values, closest key).
import type { Locale } from '../locale';
import { editDistance } from '../schema/vocabulary';
import { boundedExpected, LISTED_AT_MOST, nameList } from '../schema/messages';
import type { ValidationError } from '../types';
import type { Anchor, Finding } from './finding';
import type { JsonSchema } from './meta';
import { msg, showPointer, showValue, typeName } from './messages';
import { placeholderFor } from './placeholder';
import { getAt, joinTokens, lastToken, parentPointer, splitPointer } from '../pointer';
import { isObject } from '../json-value';
import { EXAMPLE_FORMAT_RULE, EXAMPLE_SCHEMA_RULE, STRUCTURE_RULE } from './rules/rule-meta';

export interface MapOptions {
  locale: Locale;
  /** The document (to show the values found). */
  doc: unknown;
  /** Pointer in the document of the instance that was validated ('' for the whole document). */
  instanceBase: string;
  /** The schema that was validated against (to find allowed keys, property schemas, placeholders). */
  schema: JsonSchema;
  /** Prefix for every message (e.g. "example: "). */
  prefix?: string;
  /** The rule the errors belong to: the document's structure, or an example against the tool's schema. */
  rule: typeof STRUCTURE_RULE | typeof EXAMPLE_SCHEMA_RULE;
}

/**
 * The rule id (the finding's code) of a validator error: the caller's rule,
 * except a `format` mismatch in an example (its own rule, a warning) and the
 * validator's own `schema/...` limits met while checking a value.
 */
function ruleOf(keyword: string, rule: MapOptions['rule']): string {
  if (keyword.startsWith('schema/')) return keyword;
  return keyword === 'format' && rule === EXAMPLE_SCHEMA_RULE ? EXAMPLE_FORMAT_RULE : rule;
}

/** The pointer of the sub-schema that holds a failing keyword (`/properties/a/type` -> `/properties/a`). */
export function keywordParent(absoluteKeywordLocation: string, keyword: string): string {
  const tokens = splitPointer(absoluteKeywordLocation);
  const i = tokens.lastIndexOf(keyword);
  return i < 0 ? parentPointer(absoluteKeywordLocation) : joinTokens('', ...tokens.slice(0, i));
}

export function closestKey(name: string, allowed: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of allowed) {
    const d = editDistance(name, candidate, 2);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

export function fromValidationError(err: ValidationError, o: MapOptions): Finding {
  const pointer = o.instanceBase + err.instanceLocation;
  const at = showPointer(o.locale, pointer);
  const found = getAt(o.doc, pointer);
  const subSchema = getAt(o.schema, keywordParent(err.absoluteKeywordLocation, err.keyword)) as JsonSchema | undefined;
  const sub = isObject(subSchema) ? subSchema : {};
  const data: Record<string, unknown> = { pointer, keyword: err.keyword };
  if (err.expected !== undefined) data.expected = err.expected;
  let anchor: Anchor = 'value';
  let message: string;

  switch (err.keyword) {
    case 'required': {
      const name = lastToken(pointer) ?? '';
      const props = isObject(sub.properties) ? sub.properties : {};
      const propSchema = Object.prototype.hasOwnProperty.call(props, name) ? (props[name] as JsonSchema) : undefined;
      data.missing = name;
      data.placeholder = placeholderFor(propSchema, o.schema);
      anchor = 'missing';
      message = msg(o.locale, 'required', { name, parent: showPointer(o.locale, parentPointer(pointer)) });
      // A misspelled member next to the missing one (where extra keys are allowed, nothing else says so).
      const present = getAt(o.doc, parentPointer(pointer));
      if (isObject(present)) {
        const unknown = Object.keys(present).filter((k) => !Object.prototype.hasOwnProperty.call(props, k));
        const misspelled = unknown.find((k) => closestKey(k, [name]) !== undefined);
        if (misspelled !== undefined) {
          data.renameFrom = joinTokens(parentPointer(pointer), misspelled);
          message += msg(o.locale, 'required.misspelled', { name: misspelled });
        }
      }
      break;
    }
    case 'additionalProperties': {
      const name = lastToken(pointer) ?? '';
      const allowed = isObject(sub.properties) ? Object.keys(sub.properties) : [];
      const suggestion = closestKey(name, allowed);
      // Never the whole list: a schema may declare thousands of names (issue 19).
      data.allowed = boundedExpected(allowed);
      if (suggestion !== undefined) data.suggestion = suggestion;
      anchor = 'key';
      const hint =
        suggestion !== undefined
          ? msg(o.locale, 'additionalProperties.hint', { suggestion })
          : allowed.length > 0
            ? msg(o.locale, 'additionalProperties.allowed', { allowed: nameList(o.locale, allowed) })
            : '';
      message = msg(o.locale, 'additionalProperties', { at, name, hint });
      break;
    }
    case 'type': {
      const expected = Array.isArray(sub.type) ? sub.type : [sub.type ?? err.expected];
      data.expected = expected;
      message = msg(o.locale, 'type', { at, expected: expected.join(' or '), actual: typeName(found) });
      break;
    }
    case 'enum': {
      const allowed = Array.isArray(sub.enum) ? sub.enum : Array.isArray(err.expected) ? err.expected : [];
      // A long list is summarised (the validator's own message says how many, with a few examples).
      data.allowed = boundedExpected(allowed);
      message =
        allowed.length > LISTED_AT_MOST
          ? msg(o.locale, 'generic', { at, error: err.error })
          : msg(o.locale, 'enum', { at, actual: showValue(found), allowed: allowed.map(showValue).join(', ') });
      break;
    }
    case 'const': {
      const expected = Object.prototype.hasOwnProperty.call(sub, 'const') ? sub.const : err.expected;
      data.expected = expected;
      data.allowed = [expected];
      message = msg(o.locale, 'const', { at, expected: showValue(expected), actual: showValue(found) });
      break;
    }
    case 'minLength': {
      const limit = typeof sub.minLength === 'number' ? sub.minLength : err.expected;
      message = limit === 1 ? msg(o.locale, 'minLength.empty', { at }) : msg(o.locale, 'minLength', { at, limit });
      break;
    }
    default:
      message = msg(o.locale, 'generic', { at, error: err.error });
  }
  return {
    severity: err.severity,
    pointer,
    code: ruleOf(err.keyword, o.rule),
    message: (o.prefix ?? '') + message,
    anchor,
    data,
  };
}
