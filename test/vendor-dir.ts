// Where the vendored reference data lives (test/vendor/, see its README):
// official ATDF schemas and examples, the seed example, the JSON Schema test
// suite. Resolved from this file, so the tests work from any checkout.
import { resolve } from 'node:path';

export const VENDOR_DIR = resolve(__dirname, 'vendor');

export const vendorPath = (...parts: string[]): string => resolve(VENDOR_DIR, ...parts);
