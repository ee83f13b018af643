// The operations of an OpenAPI document, in the order of its paths and methods, with the path item's
// parameters beside each (an operation's own parameter of the same name and place overrides one).
import { isObject } from '../json-value';
import { follow } from './refs';
import { globMatcher } from './glob';
import type { JsonObject, OpenApiFilter } from './types';

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  operation: JsonObject;
  pathItem: JsonObject;
  operationId?: string;
  /** JSON pointer of the operation, for messages. */
  at: string;
}

const pointerKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

export function operationsOf(doc: JsonObject): Operation[] {
  const paths = doc.paths;
  if (!isObject(paths)) return [];
  const out: Operation[] = [];
  for (const path of Object.keys(paths)) {
    const at = `/paths/${pointerKey(path)}`;
    const item = follow(doc, paths[path], at);
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const operationId = typeof operation.operationId === 'string' ? operation.operationId : undefined;
      out.push({ method, path, operation, pathItem: item, operationId, at: `${at}/${method}` });
    }
  }
  return out;
}

/** The operations the filter keeps. */
export function filtered(operations: readonly Operation[], filter: OpenApiFilter): Operation[] {
  const include = (filter.include ?? []).map(globMatcher);
  const exclude = (filter.exclude ?? []).map(globMatcher);
  const tags = filter.tags ?? [];
  const matches = (op: Operation, globs: ((text: string) => boolean)[]) =>
    globs.some((g) => g(op.path) || (op.operationId !== undefined && g(op.operationId)));
  return operations.filter((op) => {
    if (include.length > 0 && !matches(op, include)) return false;
    if (exclude.length > 0 && matches(op, exclude)) return false;
    if (tags.length > 0) {
      const own = Array.isArray(op.operation.tags) ? op.operation.tags : [];
      if (!own.some((t) => typeof t === 'string' && tags.includes(t))) return false;
    }
    return true;
  });
}
