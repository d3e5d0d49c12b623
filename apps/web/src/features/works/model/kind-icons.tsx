import {
  AppstoreOutlined,
  BookOutlined,
  CodeSandboxOutlined,
  CustomerServiceOutlined,
  PictureOutlined,
  RobotOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { TWorksKind } from '@haoduo/contract';
import type { ReactNode } from 'react';

/**
 * The picture of a kind of work, shown where a work has no cover of its own. Kept apart
 * from work-kinds: the state tag and the review pages use that, and these icons would ride
 * along into their first load.
 */
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
