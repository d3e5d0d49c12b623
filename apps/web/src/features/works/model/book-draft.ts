import { WorksLimit, type TWorksDetail } from '@haoduo/contract';
import type { TBookFields } from '../api/save-book';

/** One page in the editor: a stable key for React and drag, its picture and its text. */
export interface TDraftPage {
  key: string;
  picUrl: string | null;
  text: string;
}

/** The picture book as the editor holds it. */
export interface TBookDraft {
  worksName: string;
  worksAuthor: string;
  worksIntro: string;
  worksCoverPic: string | null;
  worksBackCoverPic: string | null;
  backgroundColor: string | null;
  coverCenter: boolean;
  pages: TDraftPage[];
}

let nextKey = 0;
export const newPageKey = () => `p${(nextKey += 1)}`;

export const emptyPage = (): TDraftPage => ({ key: newPageKey(), picUrl: null, text: '' });

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The editor's draft of a stored v1 work (other versions keep their picture and text). */
export function draftOf(detail: TWorksDetail): TBookDraft {
  return {
    worksName: detail.worksName,
    worksAuthor: detail.worksAuthorInput ?? '',
    worksIntro: detail.worksIntro ?? '',
    worksCoverPic: detail.worksCoverPic,
    worksBackCoverPic: detail.worksBackCoverPic,
    backgroundColor: detail.backgroundColor,
    coverCenter: detail.coverCenter,
    pages: detail.worksPageList.map((page) => {
      const fields = page as Record<string, unknown>;
      return {
        key: newPageKey(),
        picUrl: strOrNull(fields.picUrl) ?? strOrNull(fields.backgroundPicUrl),
        text: str(fields.text),
      };
    }),
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** What the editor sends to add and edit. */
export function fieldsOf(draft: TBookDraft, untitled: string): TBookFields {
  return {
    worksName: draft.worksName.trim() || untitled,
    worksAuthor: orNull(draft.worksAuthor),
    worksIntro: orNull(draft.worksIntro),
    worksCoverPic: draft.worksCoverPic,
    worksBackCoverPic: draft.worksBackCoverPic,
    backgroundColor: draft.backgroundColor,
    coverCenter: draft.coverCenter,
    worksPageList: draft.pages.map(({ picUrl, text }) => ({ picUrl, text })),
  };
}

export const canAddPage = (draft: TBookDraft) => draft.pages.length < WorksLimit.PAGES_MAX;
