// The `.atdfrc` files as the CLI reads them: from the disk, bounded
// (files/read-bounded.ts). Apart from config-lookup.ts so that the language
// server, which reads through its host (host/host.ts), bundles no `node:fs`.
import { readBoundedSync } from '../files/read-bounded';
import { boundedFileSystem, type ConfigFileSystem } from './config-lookup';

export const diskFileSystem: ConfigFileSystem = boundedFileSystem(readBoundedSync);
