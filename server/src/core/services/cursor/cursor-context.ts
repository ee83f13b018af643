// What the cursor is on, worked out from the text alone (so it works while the
// user is typing and the document does not parse): the path of the object
// whose key is being typed, or of the member whose value is being typed.

export interface KeyContext {
  kind: 'key';
  /** Tokens of the pointer of the object the key belongs to. */
  objectPath: string[];
  /** Keys already in that object, as far as the text shows. */
  present: Set<string>;
  /** Offsets of the text the completion replaces (the partial key, with its quotes in JSON). */
  replace: { start: number; end: number };
  /** Column of the key (YAML block), for nested inserts. */
  column: number;
}

export interface ValueContext {
  kind: 'value';
  /** Tokens of the pointer of the value being typed. */
  valuePath: string[];
  replace: { start: number; end: number };
}

export type CursorContext = KeyContext | ValueContext;
