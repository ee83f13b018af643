// What an exporter had to change or leave out for a target: a code and its
// arguments (rendered at the edge, messages.ts), about a JSON pointer of the
// tool's exported input schema ('' = the tool itself). The diagnostics of
// per-target compatibility are made from the same notes, so the editor warns
// of exactly what the exporter does.
export interface ExportNote {
  code: ExportNoteCode;
  /** JSON pointer into the input schema the note is about ('' for the tool). */
  at: string;
  args: Record<string, string | number>;
}

export type ExportNoteCode =
  | 'export/renamed'
  | 'export/description-missing'
  | 'export/description-too-long'
  | 'export/root-not-object'
  | 'export/strict-dropped'
  | 'export/strict-closed'
  | 'export/strict-any'
  | 'export/gemini-dropped'
  | 'export/gemini-json-schema';

export function note(code: ExportNoteCode, at: string, args: Record<string, string | number> = {}): ExportNote {
  return { code, at, args };
}
