import { useSearchParams } from 'react-router';
import {
  CompetitionDetail,
  competitionIdParam,
  detailTabParam,
  type TDetailTab,
} from '../../../features/competition';

/** /competition/detail?id=&tab=: registering, my registration and works, the winners. */
export default function CompetitionDetailPage() {
  const [params, setParams] = useSearchParams();
  const id = competitionIdParam(params);
  return (
    <CompetitionDetail
      id={id}
      tab={detailTabParam(params)}
      onTab={(tab: TDetailTab) => setParams({ id: String(id ?? ''), tab }, { replace: true })}
    />
  );
}
