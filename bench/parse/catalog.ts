// Generates a multi-document ATDF 2.x catalog (one YAML stream), about 45
// lines per tool, for the parse benchmark. Deterministic: same n, same text.
import { parse } from 'yaml';

export function toolYaml(i: number): string {
  const id = `tool_${String(i).padStart(5, '0')}`;
  return `schema_version: "2.0.0"
tool_id: ${id}
description: Creates holes of tool ${i} in various surfaces
when_to_use: Use when you need to make a hole in a wall, wood, metal, or other solid surface (${i}).
metadata:
  version: "1.1.${i % 10}"
  author: ATDF Team
  tags: [construction, drilling, tool]
  category: construction
  created_at: 2025-04-01
localization:
  es:
    description: Crea agujeros en diversas superficies — número ${i}
    when_to_use: Usar cuando necesites hacer un agujero en una pared o madera.
prerequisites:
  tools: [safety_goggles, measuring_tape]
  conditions: [stable_surface]
how_to_use:
  inputs:
    - name: diameter
      type: number
      description: The diameter of the hole in millimeters
      required: true
      schema: { minimum: 1, maximum: 100 }
    - name: surface_type
      type: string
      description: Type of surface (e.g., wall, wood, metal)
      required: true
    - name: precision
      type: string
      description: Level of precision required
      schema:
        enum: [standard, high, ultra]
  outputs:
    success: The hole has been created with the specified parameters.
    failure:
      - code: invalid_diameter
        description: The diameter must be between 1mm and 100mm.
      - code: invalid_surface
        description: The surface type is not supported.
examples:
  - goal: Make a mounting hole for a wall shelf
    input_values: { diameter: 8, surface_type: concrete wall, precision: standard }
    expected_result: An 8mm diameter hole, 50mm deep in the concrete wall
`;
}

/** `n` tools in one stream, separated by `---`. */
export function catalogYaml(n: number): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(`---\n# tool ${i}\n${toolYaml(i)}`);
  return parts.join('');
}

/**
 * The same `n` tools as one JSON document (an array of tool objects, indented
 * by two spaces as editors write it): the JSON reader's benchmark input.
 */
export function catalogJson(n: number): string {
  const tools: unknown[] = [];
  for (let i = 0; i < n; i++) tools.push(parse(toolYaml(i)));
  return JSON.stringify(tools, null, 2) + '\n';
}
