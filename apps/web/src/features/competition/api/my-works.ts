import { workEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { COMPETITION_KEY } from './keys';

/** The works a signed-in pupil may enter: their own, newest first (the first 50). */
export function useMyWorksToEnter(enabled: boolean) {
  const viewer = useAppStore(viewerKey);
  return useQuery({
    ...api.query(workEndpoints.myList, { currentPage: 1, pageSize: 50 }, [
      COMPETITION_KEY,
      'my-works',
      viewer,
    ]),
    enabled,
  });
}
