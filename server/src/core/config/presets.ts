// The configs an `.atdfrc` can extend by name (`extends: atdf:strict`), beside paths to other config files.
// Plain data: a preset is a config like any other, its globs (none) relative to the config that extends it.
import type { AtdfConfig } from './types';

export const PRESETS: Readonly<Record<string, AtdfConfig>> = Object.freeze({
  /** The defaults: every rule at its own severity (named, so that a config can say so, and a child undo a parent's changes by extending it). */
  'atdf:recommended': { rules: {}, ignore: [], overrides: [], settings: {} },
  /** For a published catalog: the quality rules as warnings (hints included), security findings as errors. */
  'atdf:strict': { rules: { quality: 'warning', security: 'error' }, ignore: [], overrides: [], settings: {} },
});
