import { downloadEndpoints, type TDownloadList } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/**
 * GET download/custom/list: the recommended browser installers by system and the teaching
 * materials of the caller's classes. Links of our own files are signed for one hour.
 */
export function getDownloadList(): Promise<TDownloadList> {
  return api.call(downloadEndpoints.list);
}

export function downloadListQuery(viewer: string) {
  return queryOptions({
    queryKey: ['downloads', 'list', viewer],
    queryFn: getDownloadList,
    // The file links expire after an hour; refresh well before.
    staleTime: 10 * 60_000,
  });
}

export function useDownloadList(viewer: string, enabled = true) {
  return useQuery({ ...downloadListQuery(viewer), enabled });
}
