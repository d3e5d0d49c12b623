import ts from 'typescript';

/**
 * The fields of an endpoint the browser apps never read at run time: the zod schemas, and
 * what only the server and the documentation use. The client keeps method, path, aliases,
 * answer, upload and restParam.
 */
const SCHEMA_FIELDS = new Set([
  'query',
  'body',
  'params',
  'response',
  'summary',
  'description',
  'tag',
  'access',
  'permission',
  'errors',
  'produces',
  'deprecated',
]);
const ENDPOINT_FILE = /packages\/contract\/src\/endpoints\/[^/]+\.ts$/;

/**
 * A Vite plugin for the browser apps: their client needs an endpoint's method, path and
 * answer kind, never its schemas (the types come from them at compile time). Dropping the
 * schema fields from every `defineEndpoint({...})` leaves the schema modules unused, so the
 * bundler leaves them, and zod with them, out of every page that only calls the API.
 */
function cutOut(code, cuts) {
  // A cut inside another (a schema argument inside a dropped field) goes with the outer one.
  const outer = cuts.filter(
    ([start, end], i) =>
      !cuts.some(([s, e], j) => j !== i && s <= start && end <= e && (s < start || end < e)),
  );
  let out = code;
  for (const [start, end, replacement = ''] of [...outer].sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + replacement + out.slice(end);
  }
  return out;
}

export function stripEndpointSchemas() {
  return {
    name: 'haoduo:strip-endpoint-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINT_FILE.test(id.split('?')[0])) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const cuts = [];
      const visit = (node) => {
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'defineEndpoint' &&
          node.arguments.length === 1 &&
          ts.isObjectLiteralExpression(node.arguments[0])
        ) {
          for (const property of node.arguments[0].properties) {
            const name = property.name && ts.isIdentifier(property.name) ? property.name.text : '';
            const dropped =
              ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property);
            if (dropped && SCHEMA_FIELDS.has(name)) {
              // The property and the comma after it.
              const end = code[property.end] === ',' ? property.end + 1 : property.end;
              cuts.push([property.getStart(source), end]);
            }
          }
        }
        // A schema handed to a helper that makes endpoints (`editEndpoints('v1', ZWorksV1)`).
        if (ts.isCallExpression(node)) {
          for (const argument of node.arguments) {
            if (ts.isIdentifier(argument) && /^Z[A-Z]/.test(argument.text)) {
              cuts.push([argument.getStart(source), argument.end, 'undefined']);
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (cuts.length === 0) return null;
      // Imports only the schemas used go too, so their modules are not loaded at all.
      const body = cutOut(code, cuts);
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
        const names = statement.importClause?.namedBindings;
        if (!names || !ts.isNamedImports(names)) continue;
        const rest = body.replace(statement.getText(source), '');
        const used = names.elements.some((element) =>
          // `z.ZodType` in a type parameter is no use of the value.
          new RegExp(`\\b${element.name.text}\\b(?!\\.Zod)`).test(rest),
        );
        if (!used) cuts.push([statement.getStart(source), statement.end]);
      }
      return { code: cutOut(code, cuts), map: null };
    },
  };
}
