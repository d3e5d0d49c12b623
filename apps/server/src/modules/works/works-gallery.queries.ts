import type { TPageQuery, TWorksSort } from '@haoduo/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import { works } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { prepared } from '../../platform/db/prepared';
import { pageWindow } from '../../platform/http/paging';
import { queryTokens } from './search-tokens';
import { batchLoader, type TBatchLoader } from '../../platform/db/batch-loader';
import { readCache } from '../../platform/db/read-cache';
import { isPublic } from './works.policy';
import {
  cardColumns,
  findWorks,
  isPublicWork,
  selectCards,
  type TCardRow,
  type TWorkRecord,
  withSchoolNames,
} from './works.queries';

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

/**
 * The conditions of a shape. `walk`: the tokens are checked on each row met while walking an
 * order index. Written so the planner can neither look them up in the GIN index (the
 * column is wrapped) nor see them (a sub-select): for a keyword of several tokens it
 * guessed a handful of matches and read and sorted every public work instead, half a second
 * on 500,000 works, where the walk meets a few hundred rows.
 */
function whereOf(shape: Omit<TShape, 'sort'>, walk = false): SQL {
  const conditions: SQL[] = [isPublicWork()];
  if (shape.type) conditions.push(sql`${works.type} = ${sql.placeholder('type')}`);
  if (shape.tag)
    conditions.push(sql`${works.tagIds} @> array[${sql.placeholder('tagId')}]::integer[]`);
  if (shape.tokens) {
    const asked = sql`${sql.placeholder('tokens')}::text[]`;
    conditions.push(
      walk
        ? sql`(${works.searchTokens} || '{}'::text[]) @> (select ${asked})`
        : sql`${works.searchTokens} @> ${asked}`,
    );
  }
  return and(...conditions)!;
}

function prepareList(db: TDb, shape: TShape, name: string) {
  return selectCards(db)
    .where(whereOf(shape, true))
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
    const count = prepared(db, name, () => prepareCount(db, shape, name));
    const key = JSON.stringify([filter.type, filter.tagId, withTokens]);
    return publicCounts.get(
      db,
      key,
      async () => (await count.execute({ ...params, tokens: withTokens }))[0]?.total ?? 0,
    );
  };
  const walk = () => {
    const name = `works_index_${filter.sort}_${flags}`;
    return prepared(db, name, () =>
      prepareList(db, { sort: filter.sort, ...filters }, name),
    ).execute({ ...params, limit, offset });
  };
  if (!filters.tokens) {
    const [rows, total] = await Promise.all([walk(), countOf(filters, tokens)]);
    return { rows: await withSchoolNames(db, rows), total };
  }
  // A search: its number of matches (kept like the gallery totals) picks the plan, which a
  // prepared statement cannot (its generic plan is blind to how common the tokens are, and
  // walked the whole order index for a rare keyword: seconds on 500,000 works). Walking the
  // order index costs about (offset + limit) × public / matches rows, reading every match
  // from GIN and sorting about matches rows: the cheaper one is taken.
  const total = await countOf(filters, tokens);
  if (total <= offset) return { rows: [], total };
  const everyPublic = await countOf({ ...filters, tokens: false }, []);
  if (total * total >= (offset + limit) * everyPublic)
    return { rows: await withSchoolNames(db, await walk()), total };
  const name = `works_index_matches_${filter.sort}_${flags}`;
  const rows = await prepared(db, name, () =>
    prepareAllMatches(db, { sort: filter.sort, ...filters }, name),
  ).execute({ ...params, limit, offset });
  return {
    rows: await withSchoolNames(
      db,
      rows.map(({ matches: _matches, ...card }) => card),
    ),
    total,
  };
}

export const PUBLIC_COUNT_TTL_MS = 30_000;
const publicCounts = readCache<number>('works.public-counts', PUBLIC_COUNT_TTL_MS, 2000);

/**
 * Forget the gallery totals (a work became public or stopped being public), in this process
 * at once and in the others as soon as they are told (platform/cluster).
 */
export function forgetPublicCounts(db: TDb): void {
  publicCounts.forget(db);
  forgetPublicPages(db);
}

/**
 * Gallery and search pages, kept as the finished response text: a page is read by every
 * visitor of the gallery (and a keyword by a whole class at once), and answering it from
 * memory costs no database round trip and no serialisation. A change of what is public
 * (forgetPublicCounts) and every like or unlike forget them at once, here and in the other
 * processes (told over the cluster bus). Searches are kept apart (many
 * keywords, each asked less often) so they never push the gallery's pages out.
 */
export const PUBLIC_PAGE_TTL_MS = 10_000;
const galleryPages = readCache<string>('works.gallery-pages', PUBLIC_PAGE_TTL_MS, 500);
const searchPages = readCache<string>('works.search-pages', PUBLIC_PAGE_TTL_MS, 2000);

export function cachedPublicPage(
  db: TDb,
  key: string,
  render: () => Promise<string>,
  search = false,
): Promise<string> {
  return (search ? searchPages : galleryPages).get(db, key, render);
}

/**
 * Public works as anyone reads them (without whether the reader liked them), kept like the
 * pages: a work is opened by the class its teacher shows it to, and by everyone a shared link
 * reaches. Null for a work that is not public (or not there): its readers are asked for by
 * the database each time. Cleared with the pages by every change, in every process; kept
 * longer than a page (a class's views of one work are spread over minutes, a page's over
 * seconds).
 */
export const PUBLIC_WORK_TTL_MS = 30_000;
const publicWorks = readCache<Omit<TWorkRecord, 'liked'> | null>(
  'works.public-works',
  PUBLIC_WORK_TTL_MS,
  10_000,
);

export function keptPublicWork(db: TDb, id: number): Promise<Omit<TWorkRecord, 'liked'> | null> {
  return publicWorks.get(db, String(id), () => publicWorkLoader(db).load(id));
}

/**
 * Works missed at once are read in one query (a hundred readers arriving when the kept works
 * have expired would otherwise queue a hundred reads for the pool's connections).
 */
const loaders = new WeakMap<TDb, TBatchLoader<number, Omit<TWorkRecord, 'liked'> | null>>();
function publicWorkLoader(db: TDb) {
  let loader = loaders.get(db);
  if (!loader) {
    loader = batchLoader(async (ids) => {
      const found = new Map((await findWorks(db, ids)).map((r) => [r.work.id, r]));
      return ids.map((id) => {
        const record = found.get(id);
        return record && isPublic(record.work) ? record : null;
      });
    });
    loaders.set(db, loader);
  }
  return loader;
}

/** Forget the kept gallery and search pages and public works (likes change their counts). */
export function forgetPublicPages(db: TDb): void {
  galleryPages.forget(db);
  searchPages.forget(db);
  publicWorks.forget(db);
}
