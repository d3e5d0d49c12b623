import type { QueryClient } from '@tanstack/react-query';
import { firstCompetitionsQuery } from './api/first-competitions';
import { competitionsQuery } from './api/get-competitions';
import { provincesQuery } from './api/get-regions';
import { centerFilterOf } from './model/center-filter';
import { HOME_COMPETITIONS_COUNT } from './components/home-competitions';

/*
 * The data of the competition pages the server renders, fetched under the query keys the
 * pages read, so the browser starts with what the server showed.
 */

/** 赛事中心: the banners (the first page unfiltered), the address's list and the regions. */
export async function prefetchCompetitionCenter(client: QueryClient, params: URLSearchParams) {
  await Promise.all([
    client.prefetchQuery(competitionsQuery({})),
    client.prefetchQuery(competitionsQuery(centerFilterOf(params))),
    client.prefetchQuery(provincesQuery),
  ]);
}

/** The home page's competitions. */
export function prefetchHomeCompetitions(client: QueryClient): Promise<void> {
  return client.prefetchInfiniteQuery(firstCompetitionsQuery(HOME_COMPETITIONS_COUNT));
}
