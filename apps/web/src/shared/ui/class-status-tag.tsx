import { CLASS_STATUS_LABELS, ClassStatus, type TClassStatus } from '@haoduo/contract';
import styles from './class-status-tag.module.css';
import { Tag, type TTagColor } from './tag';

const COLORS: Record<TClassStatus, TTagColor> = {
  [ClassStatus.TO_BE_OPENED]: 'gold',
  [ClassStatus.IN_SESSION]: 'green',
  [ClassStatus.TO_BE_IMPLEMENTED]: 'blue',
  [ClassStatus.FINISHED]: 'default',
  [ClassStatus.CLOSED]: 'red',
};

/** A class's status (待开班, 开班中, 待实施, 已完成, 已关闭) as a coloured tag. */
export function ClassStatusTag({ status }: { status: number }) {
  const known = status as TClassStatus;
  const label = CLASS_STATUS_LABELS[known];
  if (!label) return null;
  return (
    <Tag color={COLORS[known]} className={styles.tag}>
      {label}
    </Tag>
  );
}
