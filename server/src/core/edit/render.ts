// How a key or a value is written in the file's own syntax. Values are written
// in flow style (JSON is valid YAML flow), keys plain in YAML when that cannot
// be misread, quoted otherwise.
import type { Language } from '../types';

/** A YAML plain scalar that reads back as the same string key (no indicators, no type lookalikes). */
const SAFE_PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const YAML_RESERVED = /^(true|false|null|yes|no|on|off|y|n|~)$/i;

export function renderKey(name: string, language: Language, forceQuotes = false): string {
  if (language === 'json' || forceQuotes) return JSON.stringify(name);
  return SAFE_PLAIN_KEY.test(name) && !YAML_RESERVED.test(name) ? name : JSON.stringify(name);
}

/** One-line rendering of a value: JSON for JSON files, YAML flow (plain keys) for YAML. */
export function renderFlowValue(value: unknown, language: Language): string {
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return '[' + value.map((v) => renderFlowValue(v, language)).join(', ') + ']';
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    const body = entries.map(([k, v]) => `${renderKey(k, language)}: ${renderFlowValue(v, language)}`).join(', ');
    return language === 'json' ? `{${body}}` : `{ ${body} }`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return '0';
  return JSON.stringify(value);
}

/**
 * Lines of a block-style YAML member `key: value` at `indent`; a non-empty
 * object value is written as a nested block mapping indented by `unit`.
 */
export function renderBlockMember(name: string, value: unknown, indent: string, unit: string): string[] {
  const key = renderKey(name, 'yaml');
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0) {
    const lines = [`${indent}${key}:`];
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      lines.push(...renderBlockMember(k, v, indent + unit, unit));
    }
    return lines;
  }
  return [`${indent}${key}: ${renderFlowValue(value, 'yaml')}`];
}
