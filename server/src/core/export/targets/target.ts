// What every JSON target provides: one tool's entry, and the document the
// entries go in (the member of the platform's request that lists tools).
import type { ExportNote } from '../notes';
import type { ToolModel } from '../tool-model';
import type { OpenAiApi } from '../types';

export interface JsonTarget {
  /** Whether the target takes only `^[a-zA-Z0-9_-]{1,64}$` names (names.ts). */
  strictNames: boolean;
  tool(model: ToolModel, name: string, api: OpenAiApi): { entry: unknown; notes: ExportNote[] };
  document(entries: unknown[], api: OpenAiApi): unknown;
}
