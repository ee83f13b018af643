// English messages of the lint rules (core/lint/): per rule a one-line
// summary (for rule tables, SARIF and docs) and the finding's message, which
// says what was found and, in one sentence, why it matters. `{at}` is the
// pointer; other {placeholders} are the finding's arguments.
export const lintEn = {
  'lint.security/invisible-characters.summary': 'Invisible or direction-changing characters in text a model reads.',
  'lint.security/invisible-characters':
    '{at}: {count} invisible character(s) ({codes}): a model reads them but a person reviewing the tool does not see them.',
  'lint.security/invisible-characters.tags':
    '{at}: {count} Unicode tag character(s) ({codes}) spelling the hidden text "{hidden}": a model reads it, a reviewer sees nothing.',
  'lint.security/confusable-name.summary': 'A name that looks ASCII but holds letters of another script.',
  'lint.security/confusable-name':
    '{at}: the tool name "{name}" looks like "{ascii}" but holds {letters}: it passes for another name in a review or an allow-list.',
  'lint.security/confusable-name.input':
    '{at}: the input name "{name}" looks like "{ascii}" but holds {letters}: it passes for another name in a review.',
  'lint.security/hidden-tag.summary': 'Tags such as <IMPORTANT> or <system> that address the model.',
  'lint.security/hidden-tag':
    '{at}: "{phrase}" addresses the model, not the reader: tags like this are how published tool-poisoning attacks hide orders in a description.',
  'lint.security/instruction-override.summary': 'Text that tells the model to ignore or replace its instructions.',
  'lint.security/instruction-override':
    '{at}: "{phrase}" tells the model to set aside its instructions: a tool description describes the tool and gives the model no orders.',
  'lint.security/conceal-from-user.summary': 'Text that tells the model to keep something from the user.',
  'lint.security/conceal-from-user':
    '{at}: "{phrase}" tells the model to hide something from the user: an honest tool has nothing to keep from the person using it.',
  'lint.security/sensitive-data.summary': 'Requests to read or pass on secrets or sensitive files.',
  'lint.security/sensitive-data':
    '{at}: "{phrase}" asks the model to read or pass on secrets: a tool that needs a credential takes it from its configuration, not from the model.',
  'lint.security/sensitive-data.name':
    '{at}: the input "{phrase}" names a secret or a sensitive file: a model fills every parameter it is given, so it would go and read it.',
  'lint.security/exfiltration.summary': 'Text that sends data to an address written into it, or smuggles it out encoded.',
  'lint.security/exfiltration':
    '{at}: "{phrase}" sends data to a fixed address or hides it in a parameter: the tool would leak what the model knows to whoever wrote it.',
  'lint.security/hidden-tag.comment':
    '{at}: the HTML comment "{phrase}" speaks to the model: a reader of the rendered text never sees it, a model reads it whole.',
  'lint.security/model-directive.summary': 'Text that orders the model to read, pass on or send what the tool was not given.',
  'lint.security/model-directive':
    "{at}: \"{phrase}\" orders the model to get or hand over something beyond this tool's inputs (the conversation, its instructions, other tools' results, secrets, a command's output): a description says what the tool does, it does not send the model on errands.",
  'lint.security/model-directive.encoded':
    '{at}: "{phrase}" is encoded text ({encoding}) that decodes to an order to the model: a reviewer sees noise, a model can read it.',
  'lint.security/suspicious-instruction.summary':
    'Text whose wording a trained detector reads as an instruction to the model rather than a description.',
  'lint.security/suspicious-instruction':
    '{at}: a trained detector reads "{phrase}" as an instruction aimed at the model rather than a description of the tool (score {score} %): check who it addresses and what it asks.',
  'lint.security/preference-manipulation.summary': 'Text that pushes the model to pick this tool over the others.',
  'lint.security/preference-manipulation':
    '{at}: "{phrase}" pushes the model to pick this tool over the others instead of saying what it does: such cues decide which tool a model calls.',
  'lint.security/preference-manipulation.replace':
    '{at}: "{phrase}" claims to replace another tool or a built-in capability: a tool cannot retire the others, and the claim steers the model to it.',
  'lint.security/annotation-mismatch.summary': 'MCP annotations that contradict what the tool says it does.',
  'lint.security/annotation-mismatch.readOnly':
    '{at}: readOnlyHint is true but the tool says it does "{verb}": clients skip the confirmation for read-only tools, so it would act unasked.',
  'lint.security/annotation-mismatch':
    '{at}: destructiveHint is false but the tool says it does "{verb}": clients skip the warning for non-destructive tools, so data could be lost unasked.',
  'lint.quality/short-description.summary': 'A description too short to say what the tool does.',
  'lint.quality/short-description':
    '{at}: the description has {words} word(s), fewer than {min}: too few for a model to tell what the tool does and when to pick it.',
  'lint.quality/description-repeats-name.summary': 'A description that only repeats the tool name.',
  'lint.quality/description-repeats-name':
    '{at}: the description only repeats the name "{name}": say what the tool does, with what, and what it returns.',
  'lint.quality/long-description.summary': 'A very long description (counted in tokens).',
  'lint.quality/long-description':
    '{at}: the description is about {tokens} tokens, more than {max}: every request that offers this tool pays for it; move details to the inputs.',
  'lint.quality/weak-when-to-use.summary': 'when_to_use that is blank or a copy of the description.',
  'lint.quality/weak-when-to-use':
    '{at}: when_to_use repeats the description: say when a model should pick this tool (and when not), which the description does not.',
  'lint.quality/weak-when-to-use.blank': '{at}: when_to_use is blank: say when a model should pick this tool.',
  'lint.quality/undocumented-input.summary': 'An input or schema property without a description.',
  'lint.quality/undocumented-input': '{at}: the input "{name}" has no description: a model fills it from its name alone.',
  'lint.quality/undocumented-enum.summary': 'An enum whose values are not explained.',
  'lint.quality/undocumented-enum':
    '{at}: the values of "{name}" ({values}) are not explained: name each in the description so a model can choose between them.',
  'lint.quality/required-input-without-example.summary': 'A required input that no example uses.',
  'lint.quality/required-input-without-example':
    '{at}: the required input "{name}" appears in no example: an example is the surest way to show a correct value.',
  'lint.quality/no-examples.summary': 'No example call (ATDF 2.x and the tool: form).',
  'lint.quality/no-examples': '{at}: the tool has no examples: one example call shows a model a correct use better than prose.',
  'lint.quality/no-failure-described.summary': 'No failure or error output described.',
  'lint.quality/no-failure-described':
    '{at}: no failure is described: a model that does not know how the tool fails cannot recover from an error.',
  'lint.quality/no-failure-described.tool':
    '{at}: the tool has no output.error schema: a model that does not know how the tool fails cannot recover from an error.',
  'lint.quality/undescribed-output.summary': 'What a success returns is not described.',
  'lint.quality/undescribed-output': '{at}: what a success returns is blank: say what comes back so a model can use it.',
  'lint.quality/undescribed-output.tool':
    '{at}: the success output has no description (none of its own, none on its properties): say what comes back so a model can use it.',
  'lint.quality/inconsistent-names.summary': 'Input names of one tool in mixed case styles.',
  'lint.quality/inconsistent-names':
    '{at}: "{name}" is {style} while the other inputs are {dominant} (e.g. "{example}"): a model copies one style and misspells the others.',
  'lint.quality/inconsistent-tool-names.summary': 'Tool names of the workspace in mixed case styles.',
  'lint.quality/inconsistent-tool-names':
    '{at}: the tool name "{name}" is {style} while most tools of the workspace are {dominant} (e.g. "{example}"): a model that sees one style guesses the others wrong.',
  'lint.quality/placeholder-text.summary': 'Placeholder text left in (TODO, TBD, lorem ipsum).',
  'lint.quality/placeholder-text': '{at}: "{phrase}" is placeholder text: a model reads it as the tool’s documentation.',
  'lint.quality/generated-text.summary':
    'A sentence an atdf importer wrote where its source had nothing to say, not yet rewritten by the author.',
  'lint.quality/generated-text':
    '{at}: this sentence was generated by an atdf importer and never rewritten: replace it with what the tool really does.',
  'lint.security/tool-shadowing.summary': 'A description that gives instructions about another tool of the workspace.',
  'lint.security/tool-shadowing':
    '{at}: "{phrase}" gives orders about another tool ("{tool}"): a description that steers other tools can hijack them (tool shadowing).',
  'lint.security/tool-shadowing.related': 'the definition of "{tool}"',
  'lint.security/tool-changed.summary': 'A tool whose description or schemas changed since `atdf pin`.',
  'lint.security/tool-changed':
    '{at}: the tool "{name}" changed since it was pinned ({what}): review the change, then run atdf pin again to accept it.',
  'lint.security/tool-changed.new': '{at}: the tool "{name}" is not in the lockfile: review it, then run atdf pin to accept it.',
  'lint.action.deleteInvisible': 'Delete the invisible characters',
  'lint.action.useAscii': 'Rename to "{value}" (ASCII letters)',
};

export type LintMessageId = keyof typeof lintEn;
export type LintMessages = { [K in LintMessageId]: string };
