// TEMPORARY placeholder so the dispatcher builds; replaced by the real command.
import { UsageError } from './usage-error';

export async function runCheckSchema(_args: string[]): Promise<number> {
  throw new UsageError('"check-schema" is not built yet');
}
