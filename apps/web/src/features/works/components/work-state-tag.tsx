import { useTranslation } from 'react-i18next';
import { Tag } from '../../../shared/ui/tag';
import { workState } from '../model/work-kinds';

/** One tag for a work's state: 草稿, 未通过, 待审核, 已发布 or 已下架. */
export function WorkStateTag({ work }: { work: { status: number; auditStatus: number } }) {
  const { t } = useTranslation();
  const { key, color } = workState(work);
  return <Tag color={color}>{t(key)}</Tag>;
}
