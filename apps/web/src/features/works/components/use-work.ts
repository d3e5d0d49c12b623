import { ApiError } from '@haoduo/contract';
import { useSearchParams } from 'react-router';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { useWorkDetail } from '../api/get-work-detail';
import { idParam } from '../model/work-links';

/** The work of the page's ?id=, as the viewer may see it, with the server's refusal message. */
export function useWork() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const viewer = useAppStore(viewerKey);
  const query = useWorkDetail(viewer, id);
  const errorMessage = query.error instanceof ApiError ? query.error.message : undefined;
  return { id, query, missing: id === 0 || query.isError, errorMessage };
}
