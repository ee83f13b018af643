// What a bounded read of a file answers (read-bounded.ts reads the disk; a
// browser host reads through its client), and how a refusal is worded: no
// platform import, so every host and the code above it can share it.
export type BoundedRead =
  | { kind: 'ok'; bytes: Uint8Array }
  /** More than `limit` bytes are there (at least `limit + 1` were read). */
  | { kind: 'too-large'; limit: number }
  | { kind: 'not-a-file'; what: NotAFile };

export type NotAFile = 'folder' | 'device' | 'fifo' | 'socket' | 'kernel pseudo-file';

/** Why a refused read was refused, in the words of a CLI message ("cannot read X: ..."). */
export function refusalText(read: Exclude<BoundedRead, { kind: 'ok' }>): string {
  if (read.kind === 'too-large')
    return `it is larger than ${read.limit} bytes (file/too-large); split it into smaller files, or cut what is not needed`;
  return read.what === 'folder' ? 'it is a folder' : `it is not a regular file but a ${read.what}; name a regular file`;
}
