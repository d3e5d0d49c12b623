import {
  AppstoreOutlined,
  BookOutlined,
  CodeSandboxOutlined,
  CustomerServiceOutlined,
  PictureOutlined,
  RobotOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { WORKS_KINDS, worksStateOf, type TWorksKind, type TWorksState } from '@haoduo/contract';
import type { ReactNode } from 'react';
import type { TTagColor } from '../../../shared/ui/tag';

/** The kinds of my works' filter, in the order a pupil meets them ('all' first). */
export const KIND_FILTERS: readonly ('all' | TWorksKind)[] = ['all', ...WORKS_KINDS];

/** The picture of a kind of work, shown where a work has no cover of its own. */
export function kindIcon(kind: TWorksKind): ReactNode {
  switch (kind) {
    case 'picture':
      return <PictureOutlined aria-hidden />;
    case 'music':
      return <CustomerServiceOutlined aria-hidden />;
    case 'video':
      return <VideoCameraOutlined aria-hidden />;
    case 'model3d':
      return <CodeSandboxOutlined aria-hidden />;
    case 'app':
      return <AppstoreOutlined aria-hidden />;
    case 'agent':
      return <RobotOutlined aria-hidden />;
    default:
      return <BookOutlined aria-hidden />;
  }
}

const STATE_COLORS: Record<TWorksState, TTagColor> = {
  draft: 'default',
  rejected: 'red',
  pending: 'gold',
  published: 'green',
  offline: 'orange',
};

/** The one state of a work (its i18n key under works.state) and the colour of its tag. */
export function workState(work: { status: number; auditStatus: number }) {
  const state = worksStateOf(work);
  return { state, key: `works.state.${state}` as const, color: STATE_COLORS[state] };
}

/** Published and approved: public in the gallery (what a teacher may take back). */
export const isPublishedWork = (work: { status: number; auditStatus: number }) =>
  worksStateOf(work) === 'published';
