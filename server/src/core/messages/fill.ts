// The one `{placeholder}` fill of every message catalog of the engine (the
// server's, the lint's, the problems', the rules', the config's, the export's,
// the registry's): an argument the call does not give is left as written, so a
// missing argument shows in the text instead of "undefined".
export function fillTemplate(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
