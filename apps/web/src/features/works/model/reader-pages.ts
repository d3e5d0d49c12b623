import type { TWorksDetail } from '@haoduo/contract';

/** One spread of the reader: the cover, a page, or the back cover. */
export interface TReaderPage {
  kind: 'cover' | 'page' | 'back';
  picUrl: string | null;
  text: string;
  backgroundColor: string | null;
}

const field = (page: object, name: string): unknown => (page as Record<string, unknown>)[name];
const strOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The pages a reader turns: cover, every page (any version: its picture and text), back cover. */
export function readerPages(work: TWorksDetail): TReaderPage[] {
  const bg = work.backgroundColor;
  const pages: TReaderPage[] = [
    { kind: 'cover', picUrl: work.worksCoverPic, text: work.worksName, backgroundColor: bg },
  ];
  for (const page of work.worksPageList) {
    const blocks = field(page, 'blocks');
    const firstImage = Array.isArray(blocks)
      ? (blocks as { type?: string; url?: string }[]).find((b) => b.type === 'image')?.url
      : undefined;
    pages.push({
      kind: 'page',
      picUrl:
        strOrNull(field(page, 'picUrl')) ??
        strOrNull(field(page, 'backgroundPicUrl')) ??
        firstImage ??
        null,
      text: strOrNull(field(page, 'text')) ?? '',
      backgroundColor: strOrNull(field(page, 'backgroundColor')) ?? bg,
    });
  }
  if (work.worksBackCoverPic) {
    pages.push({ kind: 'back', picUrl: work.worksBackCoverPic, text: '', backgroundColor: bg });
  }
  return pages;
}
