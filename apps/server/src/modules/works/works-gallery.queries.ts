import type { TPageQuery, TWorksSort } from '@haoduo/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { schools, works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { pageWindow } from '../../platform/http/paging';
import { queryTokens } from './search-tokens';
import { cardColumns, isPublicWork, selectCards, type TCardRow } from './works.queries';

/**
 * The gallery read (works-index): public works by type and tag, searched by tokens, in one
 * of three orders. Each shape of query is a prepared statement (planned once per database
 * connection; the page read itself takes a fraction of a millisecond), and the totals are
 * kept briefly, since counting tens of thousands of public works costs far more than reading
 * a page of them.
 */

export interface TWorksIndexFilter {
  keyword?: string;
  type?: number;
  tagId?: number;
  sort: TWorksSort;
}

const ORDERS: Record<TWorksSort, SQL> = {
  recommend: sql`${works.recommend} desc nulls last, ${works.sortScore} desc nulls last, ${works.id} desc nulls last`,
  newest: sql`${works.publishedAt} desc nulls last, ${works.id} desc nulls last`,
  popular: sql`${works.likeCount} desc nulls last, ${works.id} desc nulls last`,
};

interface TShape {
  sort: TWorksSort;
  type: boolean;
  tag: boolean;
  tokens: boolean;
}

function whereOf(shape: Omit<TShape, 'sort'>): SQL {
  const conditions: SQL[] = [isPublicWork()];
  if (shape.type) conditions.push(sql`${works.type} = ${sql.placeholder('type')}`);
  if (shape.tag)
    conditions.push(sql`${works.tagIds} @> array[${sql.placeholder('tagId')}]::integer[]`);
  if (shape.tokens)
    conditions.push(sql`${works.searchTokens} @> ${sql.placeholder('tokens')}::text[]`);
  return and(...conditions)!;
}

function prepareList(db: TDb, shape: TShape, name: string) {
  return selectCards(db)
    .where(whereOf(shape))
    .orderBy(ORDERS[shape.sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/** The page of a search with few matches: all of them are read (GIN) and sorted. */
function prepareAllMatches(db: TDb, shape: TShape, name: string) {
  return db
    .select({ ...cardColumns, matches: sql<number>`count(*) over ()` })
    .from(works)
    .innerJoin(schools, eq(schools.id, works.schoolId))
    .where(whereOf(shape))
    .orderBy(ORDERS[shape.sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

function prepareCount(db: TDb, shape: Omit<TShape, 'sort'>, name: string) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(works)
    .where(whereOf(shape))
    .prepare(name);
}

type TStatement =
  | ReturnType<typeof prepareList>
  | ReturnType<typeof prepareAllMatches>
  | ReturnType<typeof prepareCount>;
const statements = new WeakMap<TDb, Map<string, TStatement>>();

function statement<T extends TStatement>(db: TDb, name: string, make: () => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let found = byName.get(name) as T | undefined;
  if (!found) byName.set(name, (found = make()));
  return found;
}

/** Public works, filtered and searched (works-index and the gallery). */
export async function listPublicCards(
  db: TDb,
  filter: TWorksIndexFilter,
  page: TPageQuery,
): Promise<{ rows: TCardRow[]; total: number }> {
  const tokens = filter.keyword ? queryTokens(filter.keyword) : [];
  const filters = {
    type: filter.type !== undefined,
    tag: filter.tagId !== undefined,
    tokens: tokens.length > 0,
  };
  const params = { type: filter.type, tagId: filter.tagId, tokens };
  const { limit, offset } = pageWindow(page);
  const flagsOf = (shape: Omit<TShape, 'sort'>) =>
    `${Number(shape.type)}${Number(shape.tag)}${Number(shape.tokens)}`;
  const flags = flagsOf(filters);
  const countOf = (shape: Omit<TShape, 'sort'>, withTokens: string[]) => {
    const name = `works_index_count_${flagsOf(shape)}`;
    const count = statement(db, name, () => prepareCount(db, shape, name));
    const key = JSON.stringify([filter.type, filter.tagId, withTokens]);
    return publicCounts.get(
      db,
      key,
      async () => (await count.execute({ ...params, tokens: withTokens }))[0]?.total ?? 0,
    );
  };
  const walk = () => {
    const name = `works_index_${filter.sort}_${flags}`;
    return statement(db, name, () =>
      prepareList(db, { sort: filter.sort, ...filters }, name),
    ).execute({ ...params, limit, offset });
  };
  if (!filters.tokens) {
    const [rows, total] = await Promise.all([walk(), countOf(filters, tokens)]);
    return { rows, total };
  }
  // A search: its number of matches (kept like the gallery totals) picks the plan, which a
  // prepared statement cannot (its generic plan is blind to how common the tokens are, and
  // walked the whole order index for a rare keyword: seconds on 500,000 works). Walking the
  // order index costs about (offset + limit) × public / matches rows, reading every match
  // from GIN and sorting about matches rows: the cheaper one is taken.
  const total = await countOf(filters, tokens);
  if (total <= offset) return { rows: [], total };
  const everyPublic = await countOf({ ...filters, tokens: false }, []);
  if (total * total >= (offset + limit) * everyPublic) return { rows: await walk(), total };
  const name = `works_index_matches_${filter.sort}_${flags}`;
  const rows = await statement(db, name, () =>
    prepareAllMatches(db, { sort: filter.sort, ...filters }, name),
  ).execute({ ...params, limit, offset });
  return { rows: rows.map(({ matches: _matches, ...card }) => card), total };
}

export const PUBLIC_COUNT_TTL_MS = 30_000;
const PUBLIC_COUNT_MAX = 2000;
const publicCounts = {
  byDb: new WeakMap<TDb, Map<string, { total: number; at: number }>>(),
  async get(db: TDb, key: string, count: () => Promise<number>): Promise<number> {
    let cache = this.byDb.get(db);
    if (!cache) this.byDb.set(db, (cache = new Map()));
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < PUBLIC_COUNT_TTL_MS) return hit.total;
    const total = await count();
    if (cache.size >= PUBLIC_COUNT_MAX) cache.clear();
    cache.set(key, { total, at: Date.now() });
    return total;
  },
};

/**
 * Forget the gallery totals (a work became public or stopped being public). Changes made
 * through this process clear them at once; other processes see them within the time to live.
 */
export function forgetPublicCounts(db: TDb): void {
  publicCounts.byDb.delete(db);
  forgetPublicPages(db);
}

/**
 * Gallery pages without a keyword, kept as the finished response text: a page is read by
 * every visitor of the gallery, and answering it from memory costs no database round trip
 * and no serialisation. A change of what is public (forgetPublicCounts) and every like or
 * unlike through this process forget them at once; other processes see changes within the
 * time to live. Searches (keyword) are not kept: they are many and each is asked rarely.
 */
export const PUBLIC_PAGE_TTL_MS = 10_000;
const PUBLIC_PAGE_MAX = 500;
const publicPages = new WeakMap<TDb, Map<string, { body: string; at: number }>>();

export async function cachedPublicPage(
  db: TDb,
  key: string,
  render: () => Promise<string>,
): Promise<string> {
  let cache = publicPages.get(db);
  if (!cache) publicPages.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < PUBLIC_PAGE_TTL_MS) return hit.body;
  const body = await render();
  // A page rendered while a change forgot the pages must not be kept as current.
  if (publicPages.get(db) === cache) {
    if (cache.size >= PUBLIC_PAGE_MAX) cache.clear();
    cache.set(key, { body, at: Date.now() });
  }
  return body;
}

/** Forget the kept gallery pages (likes change the counts shown on the cards). */
export function forgetPublicPages(db: TDb): void {
  publicPages.delete(db);
}
