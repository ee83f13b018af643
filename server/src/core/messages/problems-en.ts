// English messages of the problems found while a file's bytes become text and
// the text becomes values (core/text, core/parse). Those layers make no text:
// a problem carries one of these ids and its arguments, and is rendered where
// it becomes a diagnostic (core/text/problem-text.ts). Two arguments are
// filled in then, from the problem's place in the current text, so that they
// stay right when a reused document moves: {here} (its line:column) and
// {relatedLine} (the line of its related place). problems-es.ts and
// problems-pt.ts must have the same keys (their type says so).
export const problemsEn = {
  'text.utf16': 'The file is encoded as UTF-16; ATDF files must be UTF-8. Save it as UTF-8 and try again.',
  'text.invalidUtf8': 'Invalid UTF-8 at byte {byte}{more}. ATDF files must be UTF-8 text; is this a binary file? Re-save it as UTF-8.',
  'text.oneMorePlace': ' (and 1 more place)',
  'text.morePlaces': ' (and {count} more places)',
  'text.tooLarge': 'File too large to validate live ({size} MB > limit {limit} MB); raise atdf.validation.maxFileSize to validate it.',
  'text.nul':
    'This document contains a NUL character (U+0000) at {here}: is this a binary file? ATDF files are UTF-8 text; remove the character.',
  'parse.yaml.tooLargeLive':
    'This YAML document ({size} characters) has what only the general YAML reader reads (anchors, tags, duplicate keys, multi-line scalars...), and it reads more than {limit} characters too slowly to check while you type: the document is not validated here. Run `atdf validate` on the file, or split the document.',
  'parse.depthLimit': 'Nesting deeper than {limit} levels: the document is not validated. Flatten the structure.',
  'parse.duplicateKey': 'Duplicate key "{name}" (first defined on line {relatedLine}). Keep one of them.',
  'parse.json.expected': 'JSON syntax error: expected {expected}, found {found}.',
  'parse.json.comment': 'JSON syntax error: comments are not allowed in JSON (expected {expected}).',
  'parse.json.singleQuote': 'JSON syntax error: strings in JSON use double quotes (expected {expected}).',
  'parse.json.unterminatedString': 'JSON syntax error: unterminated string (expected a closing ").',
  'parse.json.unterminatedComment': 'JSON syntax error: a comment is not closed (expected */).',
  'parse.json.invalidEscape': 'JSON syntax error: invalid escape sequence (expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX).',
  'parse.json.endOfFile': 'the end of the file',
  'parse.json.wantValue': 'a value (object, array, string, number, true, false or null)',
  'parse.json.wantValueNotComma': 'a value (a trailing comma is not allowed in JSON)',
  'parse.json.wantMemberName': 'a member name in double quotes',
  'parse.json.wantMemberNameNotComma': 'a member name (a trailing comma is not allowed in JSON)',
  'parse.json.wantColon': '\':\' after the member name "{name}"',
  'parse.json.wantCommaOrBrace': "',' or '}' after a member",
  'parse.json.wantCommaOrBracket': "',' or ']' after an array element",
  'parse.json.wantClosingQuote': 'a closing " (control characters must be escaped inside strings)',
  'parse.json.wantEnd': 'the end of the file after the JSON value',
  'parse.json.numberRange': 'The number {number} is too large to represent; it is read as a string.',
  'parse.json.stack': 'Nesting too deep to read: the document is not validated. Flatten the structure.',
  'parse.yaml.syntax': 'YAML syntax error: {detail}',
  'parse.yaml.nestedCompact':
    'YAML syntax error: a mapping cannot start on the same line as a key (`a: b: c`). Put the inner key on its own, more indented line, or quote the value if it contains ": ".',
  'parse.yaml.keyOnOneLine':
    'YAML syntax error: a key must fit on one line. Is the previous line missing its value or a closing quote, or is this line indented too far?',
  'parse.yaml.keyWithoutValue':
    'YAML syntax error: this key has no ":" after it. Add ": value", or indent the line under the key it belongs to.',
  'parse.yaml.tabs': 'YAML syntax error: tabs are not allowed as indentation in YAML; indent with spaces.',
  'parse.yaml.itemColumn': 'YAML syntax error: all items of a list ("- ...") must start at the same column.',
  'parse.yaml.itemIndicator': 'YAML syntax error: this line continues a list but has no "- " in front of it.',
  'parse.yaml.doubleQuote': 'YAML syntax error: a double-quoted string is not closed: add the missing ".',
  'parse.yaml.singleQuote': "YAML syntax error: a single-quoted string is not closed: add the missing '.",
  'parse.yaml.commentSpace': 'YAML syntax error: put a space before "#" to start a comment (or quote the value if "#" is part of it).',
  'parse.yaml.tooDeep': 'YAML syntax error: the document is nested too deeply to be read.',
  'parse.yaml.stack':
    'Nesting too deep to read: the YAML reader ran out of stack before the limit of {limit} levels. The document is not validated. Flatten the structure.',
  'parse.yaml.unknownTag': "The tag {tag} is not part of YAML's core schema; it is ignored and the value is read as plain data.",
  'parse.yaml.nonFiniteNumber': '{source} is not a finite number (JSON has no infinity or NaN); it is read as a string.',
  'parse.yaml.complexKey': 'A collection used as a mapping key is read as its JSON text; use a plain string key.',
  'parse.yaml.aliasCount':
    'Too many alias expansions (more than {limit}): this looks like an alias bomb ("billion laughs"). The document is not validated; expand the aliases by hand.',
  'parse.yaml.aliasNodes':
    'Aliases expand to more than {limit} nodes: this looks like an alias bomb ("billion laughs"). The document is not validated; expand the aliases by hand.',
  'parse.yaml.unknownAlias': 'The alias *{name} refers to no anchor &{name} defined before it. Define the anchor first, or fix the name.',
  'parse.yaml.aliasCycle': 'The alias *{name} is inside the node it refers to, which makes an endless structure. Remove the alias.',
  'parse.yaml.merge': 'A merge key "<<" must be followed by a mapping, an alias of one, or a list of them.',
  'parse.yaml.unreadable': 'This YAML document could not be read ({reason}). Check its syntax near this line.',
  'parse.yaml.version11':
    'This document declares %YAML 1.1 but is read as YAML 1.2, as every ATDF file is: yes/no/on/off are strings, not booleans (write true/false), and 0777 is the number 777, not octal (write 0o777). Remove the directive once the values mean what you want.',
};

export type ProblemMessageId = keyof typeof problemsEn;
export type ProblemMessages = { [K in ProblemMessageId]: string };
