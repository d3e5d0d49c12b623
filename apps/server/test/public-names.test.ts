import path from 'node:path';
import { AccountType, type TWorksCard } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { accounts, users } from '../src/db/schema';
import { loadDemoData } from '../src/demo/load-demo-data';
import { findAppDist } from '../src/platform/http/static-apps';
import type { TApp } from '../src/platform/http/types';
import { testClient, type TTestClient } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-database';
import { testConfig } from './helpers/test-templates';
import type { TDatabase } from '../src/platform/db/database';
import { createLocalStorage } from '../src/providers/storage/local-storage';

/**
 * No pupil's full real name on a public page: every public answer of the demo data (the
 * gallery of every kind and order, each public work's detail and recommendations, tags,
 * the visitors' scroll) and, when the web app is built, every page the server renders for
 * visitors (home, gallery, each work's reading page) is read, and none may hold the real
 * name of any pupil (a nickname or 张* is fine).
 */

const W = '/api/v1/works-service';
let database: TDatabase;
let app: TApp;
let api: TTestClient;
let pupilNames: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase('demo');
  const config = testConfig({ DATA_DIR: `/tmp/haoduo-names-${process.pid}` });
  // The demo works need file storage (their pictures): the full demo data, as a server loads it.
  const storage = createLocalStorage(path.join(config.dataDir, 'files'));
  app = await buildApp({ config, database, storage, serveApps: true, logger: false });
  await loadDemoData(database.db, app.log, { appSecret: config.appSecret, storage });
  await app.ready();
  api = testClient(app, config);
  const rows = await database.db
    .selectDistinct({ account: accounts.name, person: users.name })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(accounts.accountType, AccountType.STUDENT));
  pupilNames = [...new Set(rows.flatMap((row) => [row.account, row.person]))].filter(
    (name): name is string => typeof name === 'string' && name.length >= 2,
  );
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Every public work id the gallery lists, through all its pages, kinds and orders. */
async function galleryAnswers(): Promise<{ answers: [string, string][]; ids: Set<number> }> {
  const answers: [string, string][] = [];
  const ids = new Set<number>();
  for (const sort of ['recommend', 'newest', 'popular']) {
    for (let page = 1; page <= 20; page++) {
      const res = await api.get<{ list: TWorksCard[]; total: number }>(
        `${W}/works/custom/works-index`,
        {
          currentPage: page,
          pageSize: 50,
          sort,
        },
      );
      if (res.status !== 200) break;
      answers.push([`works-index page ${page} sort ${sort}`, res.raw.body]);
      for (const card of res.body.data.list) ids.add(card.id);
      if (page * 50 >= res.body.data.total) break;
    }
  }
  return { answers, ids };
}

describe('public pages and answers of the demo data', () => {
  it('know the demo pupils', () => {
    expect(pupilNames).toEqual(expect.arrayContaining(['张小明', '李小红']));
  });

  it("never show a pupil's full real name", async () => {
    const { answers, ids } = await galleryAnswers();
    expect(ids.size).toBeGreaterThan(0);
    const more = async (
      label: string,
      path: string,
      query: Record<string, string | number> = {},
    ) => {
      const res = await api.get(path, query);
      answers.push([`${label} (${res.status})`, res.raw.body]);
    };
    await more('tags', `${W}/tag/app/list`);
    await more('visitors', `${W}/works/custom/tourist-account-scroll`);
    for (const id of ids) {
      await more(`detail ${id}`, `${W}/works/app/detail`, { id });
      await more(`detail v2 ${id}`, `${W}/works/app/v2/detail`, { id });
      await more(`recommend ${id}`, `${W}/works/custom/recommend-works`, { currentId: id });
    }
    if (findAppDist('web')) {
      for (const url of ['/', '/worksSquare', ...[...ids].map((id) => `/book/reading?id=${id}`)]) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        answers.push([`page ${url} (${res.statusCode})`, res.body]);
      }
    }
    // The crawl reads what shows authors: pupils' works show the masked name.
    expect(answers.some(([, body]) => body.includes('张**'))).toBe(true);
    const found = answers.flatMap(([label, body]) =>
      pupilNames.filter((name) => body.includes(name)).map((name) => `${label}: ${name}`),
    );
    expect(found).toEqual([]);
  }, 300_000);
});
