/**
 * Checks the server's module boundaries: the rules of .dependency-cruiser.cjs (imports of
 * another module's internal files, import cycles, imports of schema files another module
 * owns), plus two checks dependency-cruiser cannot express on its own:
 * - module cycles: module A imports module B and B imports A, directly or round a cycle,
 *   even when no single file cycle joins them;
 * - tables taken from the db/schema index: each imported name is checked against its owner.
 *
 * `node scripts/check-boundaries.mjs` (npm run lint:boundaries) prints the violations and
 * fails when there are any. The test runs `checkBoundaries` on a fixture tree.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const { boundaries } = config;

/**
 * @param {{ root?: string, schemaOwners?: Record<string, string>, tableOwners?: Record<string, string> }} [options]
 * @returns {Promise<{ rule: string, from: string, to: string, message: string }[]>}
 */
export async function checkBoundaries(options = {}) {
  const root = (options.root ?? boundaries.root).replace(/\/$/, '');
  const schemaOwners = options.schemaOwners ?? boundaries.schemaOwners;
  const tableOwners = options.tableOwners ?? boundaries.tableOwners;
  const result = await cruise([root], {
    ...config.options,
    validate: true,
    ruleSet: { forbidden: boundaries.boundaryRules(root, schemaOwners, tableOwners) },
  });
  const output = /** @type {import('dependency-cruiser').ICruiseResult} */ (result.output);

  const found = output.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
    message:
      violation.rule.name === 'module-cycle'
        ? `import cycle: ${[violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' → ')}`
        : `${violation.from} imports ${violation.to}`,
  }));

  const moduleOf = (file) => file.match(new RegExp(`^${escape(root)}/modules/([^/]+)/`))?.[1];
  const modulesDir = `${root}/modules/`;

  // Module graph: one example import per pair of modules.
  /** @type {Map<string, Map<string, string>>} */
  const edges = new Map();
  for (const source of output.modules) {
    const from = moduleOf(source.source);
    if (!from) continue;
    for (const dependency of source.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, source.source);
    }
  }
  for (const cycle of stronglyConnected(edges)) {
    const path = cycleThrough(cycle, edges);
    const steps = path.slice(0, -1).map((module, index) => {
      const next = path[index + 1];
      return `${module} → ${next} (${edges.get(module).get(next)})`;
    });
    found.push({
      rule: 'module-cycle',
      from: `${modulesDir}${path[0]}/`,
      to: `${modulesDir}${path[1]}/`,
      message: `modules import each other: ${steps.join('; ')}`,
    });
  }

  // Tables imported from the db/schema index, name by name.
  const schemaDir = `${root}/db/schema`;
  const ownerOfName = new Map();
  for (const file of readdirSync(schemaDir)) {
    if (file === 'index.ts' || !file.endsWith('.ts')) continue;
    const text = readFileSync(path.join(schemaDir, file), 'utf8');
    for (const [, name] of text.matchAll(
      /export\s+(?:const|type|interface|function|enum)\s+([A-Za-z_$][\w$]*)/g,
    )) {
      ownerOfName.set(name, tableOwners[name] ?? schemaOwners[file] ?? 'platform');
    }
  }
  for (const source of output.modules) {
    const module = moduleOf(source.source);
    if (!module) continue;
    const imports = source.dependencies.filter(
      (dependency) =>
        dependency.resolved === `${schemaDir}/index.ts` ||
        dependency.resolved.startsWith(`${schemaDir}/`),
    );
    if (imports.length === 0) continue;
    const text = readFileSync(source.source, 'utf8');
    for (const dependency of imports) {
      for (const name of importedNames(text, dependency.module)) {
        const owner = ownerOfName.get(name);
        if (owner && owner !== module) {
          found.push({
            rule: 'not-owned-tables',
            from: source.source,
            to: dependency.resolved,
            message: `${source.source} imports ${name} (owned by ${owner}) from ${dependency.module}`,
          });
        }
      }
    }
  }

  // The same file-level finding may come from the rule and from the name check.
  const seen = new Set();
  return found.filter((violation) => {
    const key = `${violation.rule}|${violation.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The names of `import { a, type b, c as d } from '<specifier>'` statements. */
function importedNames(text, specifier) {
  const names = [];
  const pattern = new RegExp(
    `import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escape(specifier)}['"]`,
    'g',
  );
  for (const [, list] of text.matchAll(pattern)) {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

/** Tarjan's strongly connected components with more than one node. */
function stronglyConnected(edges) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]);
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indices.get(next)));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!indices.has(node)) visit(node);
  return components;
}

/** One cycle through the first module of a component: [a, b, ..., a]. */
function cycleThrough(component, edges) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = await checkBoundaries();
  for (const violation of violations) console.error(`${violation.rule}: ${violation.message}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} module boundary violation(s).`);
    process.exitCode = 1;
  } else {
    console.log('Module boundaries: no violation.');
  }
}
