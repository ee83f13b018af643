// The name mapping for the strict platforms, the TOOLS prompt template, and the notes in every locale.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { conformingName, STRICT_NAME } from '../../../server/src/core/export/names';
import { exportOf, engine, fileOf, sampleFiles } from './helpers';

test('conformingName: conforming names unchanged, others mapped deterministically into ^[a-zA-Z0-9_-]{1,64}$', () => {
  assert.equal(conformingName('send_email'), 'send_email');
  assert.equal(conformingName('calendar.check_range'), 'calendar_check_range');
  assert.equal(conformingName('café/ñ x'), 'caf____x');
  const long = 'a.'.repeat(40);
  const mapped = conformingName(long);
  assert.match(mapped, STRICT_NAME);
  assert.equal(mapped.length, 64);
  assert.equal(conformingName(long), mapped, 'deterministic');
  assert.notEqual(conformingName(long + 'b'), mapped, 'long names with one prefix stay apart');
  assert.equal(conformingName(mapped), mapped, 'idempotent');
  assert.match(conformingName(''), STRICT_NAME);
});

test('the prompt section follows the documented template, from ATDF 1.x', () => {
  const result = exportOf(
    sampleFiles().filter((f) => f.file === 'send-email.atdf.yaml'),
    { target: 'prompt' },
  );
  assert.equal(
    result.text,
    `# TOOLS

## send_email
Sends an email message to one recipient.
When to use: Use when the user asks to send an email and has given the recipient and the text.
Inputs:
- to (string, optional): Email address of the recipient.
- subject (string, optional): Subject line.
- body (string, optional): Plain-text body of the message.
Returns: The message was accepted for delivery.
Errors:
- invalid_address: The recipient address is not a valid email address.
- rejected: The mail server refused the message.
`,
  );
  assert.equal(result.tools[0].text, result.text.slice('# TOOLS\n\n'.length));
});

test('the prompt section of the tool: form shows the schemas and examples with their outputs; names stay as written', () => {
  const { text, tools } = exportOf(sampleFiles(), { target: 'prompt' });
  assert.equal(tools[0].exportedName, 'calendar.create_event');
  assert.ok(text.includes('## calendar.create_event\n'));
  assert.ok(text.includes('- title (string, required): Title shown in the calendar. {"minLength":1}\n'));
  assert.ok(text.includes('Returns: {"type":"object"'));
  assert.ok(text.includes('- End before start\n  Input: {"title":"Backwards"'));
  assert.ok(text.includes('  Output: {"status":"error","code":"invalid_range"'));
  assert.ok(text.includes('  Output: An 8 mm hole in the concrete wall.\n'));
  const none = fileOf('none.atdf.yaml', 'tool:\n  name: none\n  description: d\n  input: { type: object }\n');
  assert.equal(exportOf([none], { target: 'prompt' }).tools[0].text, '## none\nd\nInputs: none\n');
});

test('notes and problems read as sentences naming the target, in en, es and pt', () => {
  const a = fileOf('a.atdf.yaml', 'tool:\n  name: a.b\n  description: d\n  input: { type: object }\n');
  const b = fileOf('b.atdf.yaml', 'tool:\n  name: a_b\n  description: d\n  input: { type: object }\n');
  const result = exportOf([a, b], { target: 'openai' });
  const [renamed] = result.tools[0].notes;
  assert.equal(engine.export.message('openai', renamed), 'openai: tool names must match ^[a-zA-Z0-9_-]{1,64}$; "a.b" is exported as "a_b"');
  assert.match(engine.export.message('openai', renamed, 'es'), /^openai: los nombres de herramienta deben .* "a.b" se exporta como "a_b"$/);
  assert.match(engine.export.message('openai', renamed, 'pt'), /^openai: os nomes de ferramenta devem .* "a.b" é exportado como "a_b"$/);
  assert.equal(
    engine.export.message('openai', result.problems[0]),
    'the tool is exported as "a_b", like "a.b" in a.atdf.yaml; names must be unique',
  );
  const strict = exportOf(
    [
      fileOf(
        's.atdf.yaml',
        'tool:\n  name: s\n  description: d\n  input:\n    type: object\n    properties:\n      x: { type: string, maxLength: 3 }\n',
      ),
    ],
    {
      target: 'openai-strict',
    },
  );
  assert.equal(
    engine.export.message('openai-strict', strict.tools[0].notes[0]),
    'openai-strict: strict mode refuses "maxLength" at /properties/x; it is left out',
  );
  assert.doesNotMatch(engine.export.message('openai-strict', strict.tools[0].notes[0], 'es'), /\{\w+\}/);
});
