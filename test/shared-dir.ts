// Where the read-only reference data lives: `shared/` beside the checkout
// (official ATDF schemas and examples, the seed example, the conformance
// corpus). CI clones the repository elsewhere with a copy of shared/ beside it,
// so this is always resolved from the repository, never from an absolute path.
import { resolve } from 'node:path';

export const SHARED_DIR = resolve(__dirname, '..', '..', 'shared');

export const sharedPath = (...parts: string[]): string => resolve(SHARED_DIR, ...parts);
