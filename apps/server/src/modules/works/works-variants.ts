import {
  WorksMessages,
  type TContentItem,
  type TWorksKind,
  type TWorksPage,
} from '@haoduo/contract';
import { badRequest } from '../../platform/http/errors';

/** The kinds of works the editor calls save, what they hold, and who saves them. */

export type TWorksFamily =
  'book' | 'video' | 'single-picture' | 'agent' | 'agent-program' | 'free-media';

export interface TWorksVariant {
  family: TWorksFamily;
  version: 1 | 2 | 3;
  types: readonly number[];
  defaultType: number;
}

export const WORKS_VARIANTS = {
  v1: { family: 'book', version: 1, types: [1, 2, 3], defaultType: 1 },
  v2: { family: 'book', version: 2, types: [1, 2, 3], defaultType: 1 },
  v3: { family: 'book', version: 3, types: [1, 2, 3], defaultType: 1 },
  video: { family: 'video', version: 1, types: [5], defaultType: 5 },
  singlePicture: { family: 'single-picture', version: 1, types: [7], defaultType: 7 },
  agent: { family: 'agent', version: 1, types: [4], defaultType: 4 },
  agentProgram: { family: 'agent-program', version: 1, types: [4, 6], defaultType: 6 },
  /** A free creation of one medium: a melody, a 3D model (kept from the AI workshop). */
  freeMedia: { family: 'free-media', version: 1, types: [3], defaultType: 3 },
} as const satisfies Record<string, TWorksVariant>;

/** What a work of this variant and type holds (a free-media work says it when created). */
export function kindOf(variant: TWorksVariant, type: number): TWorksKind {
  switch (variant.family) {
    case 'video':
      return 'video';
    case 'single-picture':
      return 'picture';
    case 'agent':
      return 'agent';
    case 'agent-program':
      return type === 6 ? 'app' : 'agent';
    case 'free-media':
      return 'music';
    default:
      return 'book';
  }
}

export interface TWorksInput {
  worksName?: string;
  worksAuthor?: string | null;
  customizeSchoolName?: string | null;
  worksClassId?: number | null;
  worksCoverPic?: string | null;
  worksBackCoverPic?: string | null;
  worksIntro?: string | null;
  worksPrompt?: string | null;
  backgroundColor?: string | null;
  coverCenter?: boolean;
  coverPicRatioHigh?: number | null;
  coverPicRatioWide?: number | null;
  tagIds?: number[];
  type?: number;
  worksPageList?: TWorksPage[];
  worksContentList?: TContentItem[];
  jumpUrl?: string;
  agentProgramCode?: string;
}

/** Who is saving: the author (a learner account), or demo data and staff tools (trusted). */
export interface TAuthor {
  userId: number;
  accountId: number | null;
  schoolId: number;
  creatorType: number;
  creatorId: number;
  trusted?: boolean;
}

/** The public author of works made by the back office. */
export const STAFF_AUTHOR_NAME = '好多AI编辑部';

const required = (field: string, message: string) => badRequest(message, [{ field, message }]);

export function assertRequired(variant: TWorksVariant, merged: TWorksInput): void {
  if (variant.family === 'video' && !merged.worksContentList?.length) {
    throw required('worksContentList', WorksMessages.VIDEO_REQUIRED);
  }
  if (variant.family === 'single-picture' && !merged.worksContentList?.length) {
    throw required('worksContentList', WorksMessages.PICTURE_REQUIRED);
  }
  if (variant.family === 'agent' && !merged.jumpUrl) {
    throw required('jumpUrl', WorksMessages.AGENT_URL_REQUIRED);
  }
  if (variant.family === 'agent-program' && !merged.agentProgramCode) {
    throw required('agentProgramCode', WorksMessages.AGENT_CODE_REQUIRED);
  }
}
