// Bundles the entry points with esbuild (what each bundle is: bundles.mjs).
import { build } from 'esbuild';
import { bundles } from './bundles.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
await Promise.all(Object.values(bundles).map((options) => build(options)));

// The dialects' JSON Schemas for other YAML/JSON tooling (manifest: yamlValidation/jsonValidation).
await import('./generate-schemas.mjs');
