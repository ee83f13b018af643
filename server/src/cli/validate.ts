// TEMPORARY placeholder so the dispatcher builds; replaced by the real command.
import { UsageError } from './usage-error';

export async function runValidate(_args: string[]): Promise<number> {
  throw new UsageError('"validate" is not built yet');
}
