import { WorkType, type TWorksKind } from '@haoduo/contract';

/**
 * Where a work opens, by its type (and kind: a melody or a 3D model is a free creation that
 * opens where its medium is played, not as a book).
 */
export function workPath(work: { id: number; type: number; kind?: TWorksKind }): string {
  if (work.kind === 'music' || work.kind === 'model3d') return `/works/singleImage?id=${work.id}`;
  switch (work.type) {
    case WorkType.VIDEO_CREATION:
      return `/video/play?id=${work.id}`;
    case WorkType.SINGLE_IMAGE:
      return `/works/singleImage?id=${work.id}`;
    case WorkType.SMART_APPLICATION:
    case WorkType.AGENT:
      return `/agent/code?id=${work.id}`;
    default:
      return `/book/detail?id=${work.id}`;
  }
}

export const readerPath = (id: number) => `/book/reading?id=${id}`;
export const editorPath = (id: number) => `/book/edit?id=${id}`;

/** The numeric ?id= of a page, or 0. */
export function idParam(params: URLSearchParams): number {
  const value = Number(params.get('id'));
  return Number.isInteger(value) && value > 0 ? value : 0;
}
