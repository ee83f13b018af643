// TEMPORARY placeholder so the dispatcher builds; replaced by the real command.
import { UsageError } from './usage-error';

export async function runImportMcp(_args: string[]): Promise<number> {
  throw new UsageError('"import-mcp" is not built yet');
}
