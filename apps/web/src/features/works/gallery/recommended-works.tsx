import { Skeleton } from 'antd';
import { useWorksIndex } from '../api/get-works-index';
import { EmptySimple } from '../../../shared/ui/empty-simple';
import { WorksGrid } from './works-grid';

/** How many works the home page shows. */
export const RECOMMENDED_WORKS_COUNT = 8;

/** The home page's works: the first recommended public works, or an empty state. */
export function RecommendedWorks({
  empty,
  count = RECOMMENDED_WORKS_COUNT,
}: {
  empty: string;
  count?: number;
}) {
  const works = useWorksIndex({ sort: 'recommend' }, count);
  if (works.isPending) return <Skeleton active />;
  const list = works.data?.pages[0]?.list ?? [];
  if (list.length === 0) return <EmptySimple description={empty} />;
  return <WorksGrid works={list} />;
}
