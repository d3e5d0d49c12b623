import {
  PRINT_BOOK_TRIM_MM,
  PrintLimit,
  type TPrintBookSize,
  type TPrintPreflight,
  type TWorksPage,
} from '@haoduo/contract';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { imageSize } from './print-images';
import { layoutPage, type TBox } from './print-layout';

const MM_PER_INCH = 25.4;

/** Dots per inch of a picture of this size drawn to cover a box of the page. */
export function dpiAt(
  size: { width: number; height: number },
  box: TBox,
  bookSize: TPrintBookSize,
): number {
  const [wMm, hMm] = PRINT_BOOK_TRIM_MM[bookSize];
  const wIn = (box.w * wMm) / MM_PER_INCH;
  const hIn = (box.h * hMm) / MM_PER_INCH;
  return Math.floor(Math.min(size.width / wIn, size.height / hIn));
}

export interface TPreflightInput {
  worksCoverPic: string | null;
  worksBackCoverPic: string | null;
  worksPageList: TWorksPage[];
}

/**
 * The pre-print checks: every picture at its printed size should have 300 dpi; one below
 * 150 dpi flags its page (0 the cover, -1 the back cover). Pages with nothing are listed too.
 */
export async function preflight(
  storage: TStoragePort,
  work: TPreflightInput,
  bookSize: TPrintBookSize = 'a5-landscape',
): Promise<TPrintPreflight> {
  const low = new Map<number, number>();
  const check = async (pageNo: number, url: string | null, box: TBox) => {
    const size = await imageSize(storage, url);
    if (!size) return;
    const dpi = dpiAt(size, box, bookSize);
    if (dpi < PrintLimit.MIN_DPI) low.set(pageNo, Math.min(low.get(pageNo) ?? dpi, dpi));
  };
  const full = { x: 0, y: 0, w: 1, h: 1 };
  await check(0, work.worksCoverPic, full);
  const emptyPages: number[] = [];
  for (const [index, page] of work.worksPageList.entries()) {
    const layout = layoutPage(page);
    if (layout.items.length === 0) emptyPages.push(index + 1);
    for (const item of layout.items) {
      if (item.type === 'image') await check(index + 1, item.url, item.box);
    }
  }
  await check(-1, work.worksBackCoverPic, full);
  const lowResolutionPages = [...low]
    .map(([pageNo, dpi]) => ({ pageNo, dpi }))
    .sort((a, b) => a.pageNo - b.pageNo);
  return {
    ok: lowResolutionPages.length === 0 && emptyPages.length === 0 && work.worksPageList.length > 0,
    pageCount: work.worksPageList.length,
    lowResolutionPages,
    emptyPages,
  };
}
