import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { Messages } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installStaticApps } from './static-apps';
import type { TApp } from './types';

function makeDist(title: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haoduo-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

const web = makeDist('web');
const consoleDist = makeDist('console');
const app = Fastify({ logger: false }) as unknown as TApp;

beforeAll(async () => {
  await installStaticApps(app, { web, console: consoleDist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(web, { recursive: true, force: true });
  fs.rmSync(consoleDist, { recursive: true, force: true });
});

describe('static apps', () => {
  it('serves hashed assets with a year of cache and other files revalidating', async () => {
    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves each app at its root', async () => {
    const root = await app.inject('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>web</title>');
    const withQuery = await app.inject('/?tab=2');
    expect(withQuery.body).toContain('<title>web</title>');
    const consoleRoot = await app.inject('/console/');
    expect(consoleRoot.body).toContain('<title>console</title>');
    const consoleBare = await app.inject('/console');
    expect([200, 301, 302]).toContain(consoleBare.statusCode);
  });

  it('falls back to the web app for its routes and to the console under /console', async () => {
    const page = await app.inject('/user/my/book');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>web</title>');
    const consolePage = await app.inject('/console/schools');
    expect(consolePage.body).toContain('<title>console</title>');
    const consoleAsset = await app.inject('/console/assets/index-abc123.js');
    expect(consoleAsset.statusCode).toBe(200);
  });

  it('keeps API misses and missing files as 404 envelopes', async () => {
    const api = await app.inject('/api/v1/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, message: Messages.ROUTE_NOT_FOUND, data: null });
    const file = await app.inject('/assets/missing.js');
    expect(file.statusCode).toBe(404);
  });
});
