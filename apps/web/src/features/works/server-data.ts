import type { QueryClient } from '@tanstack/react-query';
import { useAppStore } from '../../shared/stores/app-store';
import { viewerKey } from '../../shared/stores/session';
import { tagsQuery } from './api/get-tags';
import { workDetailQuery } from './api/get-work-detail';
import { worksIndexQuery } from './api/get-works-index';
import { RECOMMENDED_WORKS_COUNT } from './gallery/recommended-works';
import { galleryFilterOf } from './model/gallery-filter';
import { idParam } from './model/work-links';

/*
 * The data of the works pages the server renders, fetched under the same query keys the
 * pages read, so the browser starts with what the server showed. A visitor's view: the
 * server renders pages for no one signed in.
 */

/** The home page's recommended works. */
export function prefetchRecommendedWorks(client: QueryClient): Promise<void> {
  return client.prefetchInfiniteQuery(
    worksIndexQuery({ sort: 'recommend' }, RECOMMENDED_WORKS_COUNT),
  );
}

/** 作品广场: its tags and the first page of the address's filter. */
export async function prefetchGallery(client: QueryClient, params: URLSearchParams) {
  await Promise.all([
    client.prefetchQuery(tagsQuery),
    client.prefetchInfiniteQuery(worksIndexQuery(galleryFilterOf(params))),
  ]);
}

/** The work of ?id= (reader, detail and player pages). */
export function prefetchWork(client: QueryClient, params: URLSearchParams): Promise<void> {
  return client.prefetchQuery(workDetailQuery(viewerKey(useAppStore.getState()), idParam(params)));
}
