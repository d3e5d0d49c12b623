// The web app's routes and the JavaScript each one loads on first load, from the route table
// (apps/web/src/app/router) and Vite's manifest (apps/web/dist/.vite/manifest.json).
//
// A route's first load is the entry (index.html) with every chunk it imports statically,
// plus, for each lazily loaded element on the way to the route (a layout such as /ai's,
// then the page), that chunk with its static imports, and the Chinese catalogue sections
// it loads beside the chunk (`lazyPage(load, ['works'])`). Sizes are gzip at zlib's default
// level, as the server's compression sends them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import ts from 'typescript';
import { ROOT } from './servers';

export const WEB_ROOT = path.join(ROOT, 'apps/web');
export const WEB_DIST = path.join(WEB_ROOT, 'dist');
const ROUTER_DIR = path.join(WEB_ROOT, 'src/app/router');
/** Where the catalogue sections a route loads with its page live (a file there resolves them). */
const TEXTS_DIR = path.join(WEB_ROOT, 'src/shared/i18n/i18n.ts');

/** The size target: no route's first load over 250 KB of gzip JavaScript. */
export const FIRST_LOAD_LIMIT_BYTES = 250 * 1024;

export interface TWebRoute {
  /** The route's path as written in the table, joined ('/user/student/list/*'). */
  path: string;
  /** A URL that opens it ('/user/student/list/'). */
  url: string;
  /** Lazily loaded modules on the way to the page, outermost first (src-relative). */
  modules: string[];
  /** Behind RequireLogin: a visitor without a session is sent to /login. */
  requiresLogin: boolean;
}

interface TManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type TManifest = Record<string, TManifestChunk>;

function resolveModule(fromFile: string, specifier: string): string {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const ext of ['.tsx', '.ts', '/index.tsx', '/index.ts']) {
    if (fs.existsSync(base + ext)) return path.relative(WEB_ROOT, base + ext).replaceAll('\\', '/');
  }
  throw new Error(`route table: cannot resolve ${specifier} from ${fromFile}`);
}

/** Every route of the table that shows a lazily loaded page (redirects are left out). */
export function readWebRoutes(): TWebRoute[] {
  const files = fs
    .readdirSync(ROUTER_DIR)
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => path.join(ROUTER_DIR, name));
  const declarations = new Map<string, { file: string; node: ts.Expression }>();
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
      ts.ScriptKind.TSX,
    );
    source.forEachChild((statement) => {
      if (!ts.isVariableStatement(statement)) return;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          declarations.set(declaration.name.text, { file, node: declaration.initializer });
        }
      }
    });
  }
  const routes: TWebRoute[] = [];
  const imports = (file: string, node: ts.Node): string[] => {
    const found: string[] = [];
    const visit = (n: ts.Node) => {
      if (
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0])
      ) {
        found.push(resolveModule(file, n.arguments[0].text));
      }
      // lazyPage(load, ['works']): the catalogue section loads beside the page (zh-CN first).
      if (
        ts.isCallExpression(n) &&
        ts.isIdentifier(n.expression) &&
        n.expression.text === 'lazyPage' &&
        n.arguments[1] &&
        ts.isArrayLiteralExpression(n.arguments[1])
      ) {
        for (const section of n.arguments[1].elements) {
          if (!ts.isStringLiteral(section)) throw new Error('route table: texts not literal');
          found.push(resolveModule(TEXTS_DIR, `./${section.text}.zh-CN`));
        }
      }
      n.forEachChild(visit);
    };
    visit(node);
    return found;
  };
  const mentions = (node: ts.Node, name: string): boolean =>
    (ts.isIdentifier(node) && node.text === name) ||
    (node.forEachChild((child) => (mentions(child, name) ? true : undefined)) ?? false);

  const visitList = (
    file: string,
    node: ts.Expression,
    parentPath: string,
    modules: string[],
    login: boolean,
  ): void => {
    if (ts.isIdentifier(node)) {
      const target = declarations.get(node.text);
      if (!target) throw new Error(`route table: ${node.text} is not declared in the router`);
      return ts.isArrayLiteralExpression(target.node)
        ? visitList(target.file, target.node, parentPath, modules, login)
        : visitRoute(target.file, target.node, parentPath, modules, login);
    }
    if (!ts.isArrayLiteralExpression(node)) throw new Error('route table: children not a list');
    for (const element of node.elements) {
      const item = ts.isSpreadElement(element) ? element.expression : element;
      if (ts.isArrayLiteralExpression(item) || ts.isSpreadElement(element)) {
        visitList(file, item, parentPath, modules, login);
      } else if (ts.isIdentifier(item)) {
        visitList(file, item, parentPath, modules, login);
      } else {
        visitRoute(file, item, parentPath, modules, login);
      }
    }
  };
  const visitRoute = (
    file: string,
    node: ts.Expression,
    parentPath: string,
    parentModules: string[],
    parentLogin: boolean,
  ): void => {
    if (!ts.isObjectLiteralExpression(node)) throw new Error('route table: route not an object');
    const prop = (name: string) =>
      node.properties.find(
        (p): p is ts.PropertyAssignment =>
          ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
      )?.initializer;
    const pathNode = prop('path');
    const segment = pathNode && ts.isStringLiteral(pathNode) ? pathNode.text : '';
    const joined = segment.startsWith('/')
      ? segment
      : `${parentPath.replace(/\/$/, '')}/${segment}`.replace(/\/$/, '') || '/';
    const element = prop('element');
    const own = element ? imports(file, element) : [];
    const modules = [...parentModules, ...own];
    const login = parentLogin || (element ? mentions(element, 'RequireLogin') : false);
    const children = prop('children');
    if (children) return visitList(file, children, joined, modules, login);
    if (own.length === 0) return; // a redirect
    const url =
      segment === '*'
        ? `${parentPath.replace(/\/$/, '')}/no-such-page`
        : joined.endsWith('/*')
          ? joined.slice(0, -2)
          : joined;
    routes.push({ path: joined, url, modules, requiresLogin: login });
  };
  const root = declarations.get('routes');
  if (!root) throw new Error('route table: routes.tsx exports no `routes`');
  visitList(root.file, root.node, '', [], false);
  return routes;
}

export function readManifest(dist = WEB_DIST): TManifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `${path.relative(ROOT, file)} is missing: build the web (npm run build -w @haoduo/web)`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TManifest;
}

const gzipCache = new Map<string, number>();
export function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file)).length;
    gzipCache.set(file, size);
  }
  return size;
}

export interface TRouteBundle extends TWebRoute {
  /** Files of the first load, entry first. */
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

/** A chunk key with everything it imports statically. */
function closure(manifest: TManifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk for ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
}

/** The JavaScript of each route's first load, from the built manifest. */
export function routeBundles(
  routes = readWebRoutes(),
  manifest = readManifest(),
  dist = WEB_DIST,
): TRouteBundle[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('manifest has no entry');
  return routes.map((route) => {
    const keys = new Set<string>();
    closure(manifest, entry, keys);
    for (const module of route.modules) closure(manifest, module, keys);
    const files = [...keys].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
    const rawBytes = files.reduce((sum, f) => sum + fs.statSync(path.join(dist, f)).size, 0);
    const gzip = files.reduce((sum, f) => sum + gzipBytes(path.join(dist, f)), 0);
    return { ...route, files, rawBytes, gzipBytes: gzip };
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
