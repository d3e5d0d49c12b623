// `npm run reset`: forget the embedded database and stored files under DATA_DIR (default
// ./data), so the next `npm start` migrates a fresh database and loads the demo data again.
// Stop the server first. A PostgreSQL at DATABASE_URL is never touched: drop and create that
// database yourself (the server migrates it and loads the demo data on its next start).
import fs from 'node:fs';
import path from 'node:path';

if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: this resets only the embedded database. Drop and create the ' +
      'PostgreSQL database yourself (e.g. dropdb/createdb), then npm start loads the demo data.',
  );
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
for (const part of ['pglite', 'files']) {
  const folder = path.join(dataDir, part);
  if (!fs.existsSync(folder)) continue;
  fs.rmSync(folder, { recursive: true, force: true });
  console.log(`removed ${folder}`);
}
console.log('Done: the next npm start loads the demo data anew.');
