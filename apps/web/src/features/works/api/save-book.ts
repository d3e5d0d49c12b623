import { WorkType, workEndpoints, type TOutputOf, type TPageV1 } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** The v1 picture book as the editor saves it. */
export interface TBookFields {
  worksName: string;
  worksAuthor: string | null;
  worksIntro: string | null;
  worksCoverPic: string | null;
  worksBackCoverPic: string | null;
  backgroundColor: string | null;
  coverCenter: boolean;
  worksPageList: TPageV1[];
}

/** POST works/custom/add: a new draft picture book (v1 pages). */
export function addBook(fields: TBookFields): Promise<TOutputOf<typeof workEndpoints.addV1>> {
  return api.call(workEndpoints.addV1, { type: WorkType.PICTURE_BOOK, ...fields });
}

/** POST works/custom/edit: save the picture book (a submitted one goes back to draft). */
export function editBook(
  id: number,
  fields: TBookFields,
): Promise<TOutputOf<typeof workEndpoints.editV1>> {
  return api.call(workEndpoints.editV1, { id, ...fields }, { silent: true });
}
