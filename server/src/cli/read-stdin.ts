// Standard input read whole, refusing more than `limit` bytes (an import's `-`).
import { UsageError } from './usage-error';

export async function readStdinBounded(limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new UsageError(`<stdin>: more than ${limit} bytes; refusing`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
