// ATDF 2.x: each `examples[i].input_values` is checked against the schema
// derived from `how_to_use.inputs`; errors link to the input declaration.
import type { CompiledSchema } from '../../schema/types';
import type { ValidationError } from '../../types';
import type { Finding, RelatedFinding, RuleContext } from '../finding';
import { msg, showPointer } from '../messages';
import { joinTokens, lastToken, splitPointer } from '../../pointer';
import { isObject } from '../../json-value';
import { exampleFinding } from './example-finding';
import { failureCodes, namedFailureCode } from '../failure-codes';
import { deliberateInput, marksInvalidInput, markerFinding } from './invalid-input';
import type { DerivedInputs } from './inputs-v2';
import { inputRootPointer, isInInputRoot } from './input-root';
import { examplesPlainlyValid } from './plain-examples';

/** `compiled`: the input schema when checkInputDeclarations compiled it already. */
export function checkV2Examples(ctx: RuleContext, derived: DerivedInputs, compiled: CompiledSchema | undefined): Finding[] {
  const examples = ctx.doc.examples;
  if (!Array.isArray(examples)) return [];
  // Plain inputs whose examples are certainly valid: nothing to report, and no schema to compile for it.
  if (!compiled && examplesPlainlyValid(derived.schema, examples)) return [];
  compiled ??= ctx.compiler.compile(derived.schema, { formatWarnings: ctx.formatWarnings, locale: ctx.locale });
  const findings: Finding[] = [];
  const declared = [...derived.index.keys()];
  const codes = failureCodes(ctx.doc);
  examples.forEach((example, i) => {
    if (!isObject(example) || !isObject(example.input_values)) return;
    const base = joinTokens('/examples', i, 'input_values');
    const own: Finding[] = [];
    for (const err of compiled.validate(example.input_values).errors) {
      const finding = exampleFinding(ctx, err, base, derived.schema, (e) => declaration(ctx, derived, e));
      if (err.keyword === 'additionalProperties') {
        finding.code = 'atdf/undeclared-input';
        finding.data.allowed = declared;
        finding.message =
          msg(ctx.locale, 'example.prefix') +
          msg(ctx.locale, 'atdf/undeclared-input', {
            at: showPointer(ctx.locale, finding.pointer),
            name: lastToken(finding.pointer) ?? '',
            allowed: declared.length > 0 ? declared.join(', ') : msg(ctx.locale, 'none'),
          });
      }
      own.push(finding);
    }
    if (!marksInvalidInput(example)) {
      findings.push(...own);
      return;
    }
    const examplePointer = joinTokens('/examples', i);
    const code = namedFailureCode(example.expected_result, codes);
    findings.push(...deliberateInput(ctx, own, examplePointer, code));
    if (code === undefined) {
      const at = typeof example.expected_result === 'string' ? joinTokens(examplePointer, 'expected_result') : examplePointer;
      findings.push(
        markerFinding(ctx, at, 'atdf/invalid-input-marker.no-failure', {
          allowed: codes.length > 0 ? codes.join(', ') : msg(ctx.locale, 'none'),
        }),
      );
    }
  });
  return findings;
}

/** Where the part of the derived schema that an error violates is declared in how_to_use.inputs. */
function declaration(ctx: RuleContext, derived: DerivedInputs, err: ValidationError): RelatedFinding | undefined {
  const message = msg(ctx.locale, 'related.declared');
  const tokens = splitPointer(err.absoluteKeywordLocation);
  if (err.keyword === 'additionalProperties') return { pointer: '/how_to_use/inputs', anchor: 'key', message };
  if (err.keyword === 'required' && tokens.length === 1) {
    const k = derived.index.get(lastToken(err.instanceLocation) ?? '');
    return k === undefined ? undefined : { pointer: joinTokens('/how_to_use/inputs', k), anchor: 'value', message };
  }
  // A shared definition (reached through a `$ref`): the definition's key.
  if (isInInputRoot(tokens) && tokens.length >= 3) {
    return { pointer: inputRootPointer(ctx.doc, tokens.slice(0, -1)), anchor: 'key', message };
  }
  if (tokens[0] !== 'properties' || tokens.length < 3) return undefined;
  const name = tokens[1];
  const k = derived.index.get(name);
  if (k === undefined) return undefined;
  const entry = joinTokens('/how_to_use/inputs', k);
  const rest = tokens.slice(2);
  if (rest.length === 1 && rest[0] === 'type' && derived.typedFromTypeField.has(name)) {
    return { pointer: joinTokens(entry, 'type'), anchor: 'value', message };
  }
  if (rest.length === 1 && rest[0] === 'description') return { pointer: entry, anchor: 'value', message };
  const howToUse = ctx.doc.how_to_use as Record<string, unknown>;
  const input = (howToUse.inputs as unknown[])[k];
  if (isObject(input) && isObject(input.schema)) {
    return { pointer: joinTokens(entry, 'schema', ...rest.slice(0, -1)), anchor: 'key', message };
  }
  return { pointer: entry, anchor: 'value', message };
}
