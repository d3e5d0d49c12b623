/**
 * Module boundaries of the server (`npm run lint:boundaries`):
 * - a module (apps/server/src/modules/<m>/) imports another module only through its index;
 * - no import cycles inside the modules (and, checked by scripts/check-boundaries.mjs on the
 *   same cruise, no two modules importing each other, directly or round a cycle);
 * - a module imports only the tables it owns (db/schema/<file>, by the map below; imports of
 *   the db/schema index are checked name by name by the script).
 */

/** Each schema file's owning module; 'platform' tables belong to no module. */
const schemaOwners = {
  'ai-tool-config.ts': 'ai-tool-config',
  'ai.ts': 'ai-workshop',
  'audit.ts': 'platform',
  'class-sync.ts': 'classes',
  'auth.ts': 'identity',
  'classes.ts': 'classes',
  'downloads.ts': 'downloads',
  'file-tasks.ts': 'file-tasks',
  'identity-extras.ts': 'identity',
  'jobs.ts': 'platform',
  'launch.ts': 'launch',
  'media.ts': 'media',
  'safety.ts': 'safety',
  'schools.ts': 'identity',
  'sessions.ts': 'identity',
  'sso.ts': 'identity',
  'staff-roles.ts': 'staff',
  'students.ts': 'classes',
  'training.ts': 'training',
  'users.ts': 'identity',
  'works.ts': 'works',
  'print-order.ts': 'print-order',
  'competition.ts': 'competition',
  'form-questions.ts': 'form-questions',
  'courses.ts': 'courses',
  'week-schedule.ts': 'week-schedule',
  'school-holidays.ts': 'school-holidays',
};

/** Tables owned by another module than their file's. */
const tableOwners = {
  auditLog: 'back-office',
  aiPointRules: 'ai-points',
  aiPointAccounts: 'ai-points',
  aiPointRecords: 'ai-points',
  aiPointCodes: 'ai-points',
  semesters: 'semesters',
  tags: 'tags',
};

// A CommonJS file: dependency-cruiser loads its configuration with require.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fs = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The forbidden rules for a source root (the real tree, or a test fixture). */
function boundaryRules(root, owners = schemaOwners, tables = tableOwners) {
  const r = escape(root.replace(/\/$/, ''));
  const rules = [
    {
      name: 'module-internals',
      severity: 'error',
      comment: "Import another module only through its index ('../<module>').",
      from: { path: `^${r}/modules/([^/]+)/` },
      to: {
        path: `^${r}/modules/[^/]+/`,
        pathNot: [`^${r}/modules/$1/`, `^${r}/modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'module-cycle',
      severity: 'error',
      comment: 'Modules must not import each other, directly or round a cycle.',
      from: { path: `^${r}/modules/` },
      to: { circular: true },
    },
  ];
  for (const [file, owner] of Object.entries(owners)) {
    // A file whose tables are split between modules is open to each of them; the names
    // are checked by the script.
    const allowed = modulesOfFile(root, file, owner, tables);
    rules.push({
      name: 'not-owned-tables',
      severity: 'error',
      comment: `${file} belongs to ${owner}: read its data through ${owner}'s index.`,
      from: {
        path: `^${r}/modules/`,
        pathNot: `^${r}/modules/(${allowed.map(escape).join('|')})/`,
      },
      to: { path: `^${r}/db/schema/${escape(file)}$` },
    });
  }
  return rules;
}

/** The file's owner and the owners of the tables in it that belong to another module. */
function modulesOfFile(root, file, owner, tables) {
  const source = path.join(root, 'db/schema', file);
  const text = fs.existsSync(source) ? fs.readFileSync(source, 'utf8') : '';
  const others = Object.entries(tables)
    .filter(([name]) => new RegExp(`export const ${name}\\b`).test(text))
    .map(([, module]) => module);
  return [...new Set([owner, ...others])];
}

const root = 'apps/server/src';

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: boundaryRules(root),
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'] },
  },
};

module.exports = config;
// For scripts/check-boundaries.mjs and its test; not part of dependency-cruiser's options.
Object.defineProperty(module.exports, 'boundaries', {
  enumerable: false,
  value: { root, schemaOwners, tableOwners, boundaryRules },
});
