import { useSearchParams } from 'react-router';
import { CompetitionIntroduce, competitionIdParam } from '../../../features/competition';

/** /competition/introduce?id=: a competition's introduction, timeline and register button. */
export default function CompetitionIntroducePage() {
  const [params] = useSearchParams();
  return <CompetitionIntroduce id={competitionIdParam(params)} />;
}
