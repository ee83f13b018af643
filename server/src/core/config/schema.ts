// The JSON Schema of `.atdfrc`, made from the rule registry: every rule id and
// group is a known key of `rules`, every rule with settings a known key of
// `settings` (with that rule's own schema). Checked by our validator, so a
// mistake in the config gets a message with its pointer and range, like any
// document. The build also writes it to dist/schemas/atdfrc.schema.json for
// other YAML/JSON tooling (the manifest's yamlValidation/jsonValidation).
import type { JsonSchema } from '../atdf/meta';
import { ALL_RULES } from '../rules/registry';
import { RULE_GROUPS } from '../rules/types';
import { EXPORT_TARGETS } from '../export/types';
import { SEVERITY_WORDS } from './types';

let cached: JsonSchema | undefined;

export function configSchema(): JsonSchema {
  return (cached ??= Object.freeze(buildSchema()) as JsonSchema);
}

function buildSchema(): JsonSchema {
  const level = (description: string) => ({ description, enum: [...SEVERITY_WORDS] });
  const levels: Record<string, unknown> = {};
  for (const group of RULE_GROUPS) levels[group] = level(`Every rule of the group "${group}".`);
  for (const rule of ALL_RULES) levels[rule.id] = level(rule.summary.en);
  const rules = { type: 'object', properties: levels, additionalProperties: false };
  const settingsOf: Record<string, unknown> = {};
  for (const rule of ALL_RULES) if (rule.settings) settingsOf[rule.id] = rule.settings;
  const settings = { type: 'object', properties: settingsOf, additionalProperties: false };
  const globs = { type: 'array', items: { type: 'string' } };
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      // Editors that validate YAML/JSON by a `$schema` key may add one.
      $schema: { type: 'string' },
      root: { type: 'boolean', description: 'Stop here: the configs of the parent folders do not apply.' },
      extends: {
        description:
          'Configs this one builds on, in order (this one wins): a path relative to this file, or a preset: atdf:recommended, atdf:strict.',
        anyOf: [
          { type: 'string', minLength: 1 },
          { type: 'array', items: { type: 'string', minLength: 1 } },
        ],
      },
      rules,
      ignore: globs,
      overrides: {
        type: 'array',
        items: {
          type: 'object',
          required: ['files'],
          additionalProperties: false,
          properties: { files: { ...globs, minItems: 1 }, rules, settings },
        },
      },
      settings,
      targets: { type: 'array', items: { enum: [...EXPORT_TARGETS] }, uniqueItems: true },
      budget: {
        type: 'object',
        additionalProperties: false,
        properties: { tokens: { type: 'integer', minimum: 1 }, tools: { type: 'integer', minimum: 1 } },
      },
    },
  };
}
