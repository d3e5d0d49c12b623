import { WorkType, workEndpoints, type TLessonToolLink } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

type TBookLink = Extract<TLessonToolLink, { tool: 'book' }>;

/**
 * POST works/custom/add: the pupil's picture book for a lesson, from the lesson's template
 * (its title and each page's text), saved with the lesson (its hand-in) in the lesson's class.
 */
export function startLessonBook(input: {
  link: TBookLink;
  lessonId: number;
  lessonTitle: string;
  classId: number | undefined;
}) {
  const { link, lessonId, lessonTitle, classId } = input;
  return api.call(workEndpoints.addV1, {
    type: WorkType.PICTURE_BOOK,
    worksName: link.settings.bookTitle || lessonTitle,
    worksAuthor: null,
    worksIntro: null,
    worksCoverPic: null,
    worksBackCoverPic: null,
    backgroundColor: null,
    coverCenter: false,
    worksPageList: link.settings.pageTexts.map((text) => ({ picUrl: null, text })),
    lessonId,
    ...(classId ? { worksClassId: classId } : {}),
  });
}
