// Tool pins, against the "rug pull" (a tool approved once, then changed under
// the same name): each part of a tool that a model reads, or that decides
// what a call does, is hashed (SHA-256 of its canonical JSON: keys sorted by
// code unit, no whitespace, as RFC 8785), so a lockfile written by `atdf pin`
// tells later which parts of which tool changed. Formatting, comments, key
// order, YAML vs JSON and the `metadata` block (version, author, dates) do not
// change a pin: bumping a version is not a change of behaviour.
import { sha256Hex } from '../text/sha256';
import { isObject } from '../json-value';
import { getAt } from '../pointer';
import type { FileReport } from '../report';
import { canonicalKey } from '../schema/json';
import type { Dialect } from '../types';

/** The pinned parts, in the order messages name them. */
export const PIN_PARTS = ['description', 'input', 'output', 'examples', 'extension'] as const;
export type PinPart = (typeof PIN_PARTS)[number];

export interface ToolPin {
  /** SHA-256 (hex) of the canonical JSON of all parts together. */
  sha256: string;
  parts: Record<PinPart, string>;
}

export interface Lockfile {
  lockfileVersion: 1;
  tools: Record<string, LockedTool>;
}

/** A tool of a validated file with its pin. */
export interface PinnedTool extends ToolPin {
  name: string;
  document: number;
  dialect: Dialect;
}

export interface LockedTool extends ToolPin {
  /** Where the tool was when it was pinned (for people; tools are matched by name). */
  file: string;
  document: number;
  dialect: Dialect;
}

/** What each part holds, per dialect (pointers into the document). */
const PART_POINTERS: Record<'tool' | 'atdf', Record<PinPart, string[]>> = {
  tool: {
    description: ['/tool/name', '/tool/description'],
    input: ['/tool/input'],
    output: ['/tool/output'],
    examples: ['/tool/examples'],
    extension: ['/tool/x-mcp'],
  },
  atdf: {
    description: ['/tool_id', '/id', '/description', '/when_to_use', '/localization', '/prerequisites', '/feedback'],
    input: ['/how_to_use/inputs'],
    output: ['/how_to_use/outputs'],
    examples: ['/examples'],
    extension: ['/x-mcp'],
  },
};

const sha256 = sha256Hex;

/** The canonical JSON of a value (RFC 8785 for the plain JSON data a parse gives). */
export function canonicalJson(value: unknown): string {
  const key = canonicalKey(value);
  if (key === null) throw new Error('the value is too large or cyclic to pin');
  return key;
}

export function pinTool(doc: unknown, dialect: Dialect): ToolPin {
  const pointers = PART_POINTERS[dialect === 'tool' ? 'tool' : 'atdf'];
  const parts = {} as Record<PinPart, string>;
  const all: Record<string, string> = {};
  for (const part of PIN_PARTS) {
    const values: Record<string, unknown> = {};
    for (const pointer of pointers[part]) {
      const value = getAt(doc, pointer);
      if (value !== undefined) values[pointer] = value;
    }
    all[part] = parts[part] = sha256(canonicalJson(values));
  }
  return { sha256: sha256(canonicalJson(all)), parts };
}

/** The pin of each tool of a validated file, in document order. */
export function pinFile(report: FileReport): PinnedTool[] {
  const pinned: PinnedTool[] = [];
  for (const doc of report.documents) {
    const parsed = report.parsed.documents[doc.index];
    if (doc.dialect === null || doc.toolName === undefined || !parsed || parsed.unusable) continue;
    pinned.push({ name: doc.toolName, document: doc.index, dialect: doc.dialect, ...pinTool(parsed.value, doc.dialect) });
  }
  return pinned;
}

/** The parts of `now` that differ from `pinned` (all of them when the pin has no parts). */
export function changedParts(pinned: ToolPin, now: ToolPin): PinPart[] {
  if (pinned.sha256 === now.sha256) return [];
  return PIN_PARTS.filter((p) => pinned.parts?.[p] !== now.parts[p]);
}

export function serializeLockfile(lock: Lockfile): string {
  const tools: Record<string, LockedTool> = {};
  for (const name of Object.keys(lock.tools).sort()) tools[name] = lock.tools[name];
  return JSON.stringify({ lockfileVersion: 1, tools }, null, 2) + '\n';
}

/** Reads a lockfile's text; the problem as one phrase when it is not one. */
export function parseLockfile(text: string): Lockfile | { problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problem: `is not valid JSON (${(error as Error).message})` };
  }
  if (!isObject(data) || data.lockfileVersion !== 1 || !isObject(data.tools)) {
    return { problem: 'is not an atdf lockfile (expected {"lockfileVersion": 1, "tools": {...}})' };
  }
  for (const [name, tool] of Object.entries(data.tools)) {
    if (!isObject(tool) || typeof tool.sha256 !== 'string' || !isObject(tool.parts)) {
      return { problem: `has an entry for "${name}" without "sha256" and "parts"` };
    }
  }
  return data as unknown as Lockfile;
}
