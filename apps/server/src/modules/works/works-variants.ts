import {
  WorkType,
  WorksMessages,
  type TContentItem,
  type TWorkType,
  type TWorksCreatorType,
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
  types: readonly TWorkType[];
  defaultType: TWorkType;
}

/** Picture books, brand designs and free creations share the picture-book editors. */
const BOOK_TYPES = [WorkType.PICTURE_BOOK, WorkType.BRAND_DESIGN, WorkType.FREE_CREATION] as const;

export const WORKS_VARIANTS = {
  v1: { family: 'book', version: 1, types: BOOK_TYPES, defaultType: WorkType.PICTURE_BOOK },
  v2: { family: 'book', version: 2, types: BOOK_TYPES, defaultType: WorkType.PICTURE_BOOK },
  v3: { family: 'book', version: 3, types: BOOK_TYPES, defaultType: WorkType.PICTURE_BOOK },
  video: {
    family: 'video',
    version: 1,
    types: [WorkType.VIDEO_CREATION],
    defaultType: WorkType.VIDEO_CREATION,
  },
  singlePicture: {
    family: 'single-picture',
    version: 1,
    types: [WorkType.SINGLE_IMAGE],
    defaultType: WorkType.SINGLE_IMAGE,
  },
  agent: { family: 'agent', version: 1, types: [WorkType.AGENT], defaultType: WorkType.AGENT },
  agentProgram: {
    family: 'agent-program',
    version: 1,
    types: [WorkType.AGENT, WorkType.SMART_APPLICATION],
    defaultType: WorkType.SMART_APPLICATION,
  },
  /** A free creation of one medium: a melody, a 3D model (kept from the AI workshop). */
  freeMedia: {
    family: 'free-media',
    version: 1,
    types: [WorkType.FREE_CREATION],
    defaultType: WorkType.FREE_CREATION,
  },
} as const satisfies Record<string, TWorksVariant>;

/** What a work of this variant and type holds (a free-media work says it when created). */
export function kindOf(variant: TWorksVariant, type: TWorkType): TWorksKind {
  switch (variant.family) {
    case 'video':
      return 'video';
    case 'single-picture':
      return 'picture';
    case 'agent':
      return 'agent';
    case 'agent-program':
      return type === WorkType.SMART_APPLICATION ? 'app' : 'agent';
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
  /** The course lesson the work was made for (its hand-in). */
  lessonId?: number | null;
  worksCoverPic?: string | null;
  worksBackCoverPic?: string | null;
  worksIntro?: string | null;
  worksPrompt?: string | null;
  backgroundColor?: string | null;
  coverCenter?: boolean;
  coverPicRatioHigh?: number | null;
  coverPicRatioWide?: number | null;
  tagIds?: number[];
  type?: TWorkType;
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
  creatorType: TWorksCreatorType;
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
