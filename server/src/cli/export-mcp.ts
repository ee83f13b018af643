// TEMPORARY placeholder so the dispatcher builds; replaced by the real command.
import { UsageError } from './usage-error';

export async function runExportMcp(_args: string[]): Promise<number> {
  throw new UsageError('"export-mcp" is not built yet');
}
