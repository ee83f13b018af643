// Generated MCP tools shaped like real servers' (zod-to-json-schema output), for the import benchmark.
import type { McpTool } from '../../server/src/core/mcp/types';

const WORDS =
  'file path query limit offset user account project issue label branch commit message title body repository owner page cursor filter sort order status priority'.split(
    ' ',
  );
const word = (i: number) => WORDS[i % WORDS.length];

/** A tool shaped like real servers' (zod-to-json-schema output): ~2.5 KB of JSON; every inputSchema differs, the outputSchema is shared. */
export function realisticTool(i: number): McpTool {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (let p = 0; p < 8; p++) {
    const name = `${word(i + p)}_${p}`;
    // Tool-specific wording, as in real servers: no two tools have the same inputSchema.
    const description = `The ${word(i + p)} of the ${word(i)} ${word(i + 7)} #${i} to use; see the ${word(i + p + 3)} documentation for the accepted values and limits.`;
    if (p % 4 === 0) properties[name] = { type: 'string', description, minLength: 1, maxLength: 256 };
    else if (p % 4 === 1) properties[name] = { type: 'integer', description, minimum: 1, maximum: 100, default: 30 };
    else if (p % 4 === 2) properties[name] = { type: 'string', enum: ['open', 'closed', 'all'], description, default: 'open' };
    else {
      properties[name] = {
        type: 'array',
        description,
        items: {
          type: 'object',
          properties: { key: { type: 'string' }, value: { type: ['string', 'null'] } },
          required: ['key'],
          additionalProperties: false,
        },
      };
    }
    if (p < 2) required.push(name);
  }
  return {
    name: `${word(i)}_${word(i + 7)}_${i}`,
    title: `${word(i)} ${word(i + 7)} #${i}`,
    description: `Lists or updates the ${word(i)} of a ${word(i + 7)} in the connected service. Use it when the user asks about ${word(i + 2)} or ${word(i + 5)}; results are paginated.`,
    inputSchema: { type: 'object', properties, required, additionalProperties: false, $schema: 'http://json-schema.org/draft-07/schema#' },
    outputSchema: {
      type: 'object',
      properties: { items: { type: 'array', items: { type: 'object' } }, next: { type: ['string', 'null'] } },
      required: ['items'],
      additionalProperties: false,
      $schema: 'http://json-schema.org/draft-07/schema#',
    },
    annotations: { readOnlyHint: i % 3 === 0, destructiveHint: i % 3 === 1, idempotentHint: true, openWorldHint: true },
    execution: { taskSupport: 'forbidden' },
  };
}
