import type { TWorksDetail } from '@haoduo/contract';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import type { TMediaUrls } from '../media';
import { keptPublicWork } from './works-gallery.queries';
import { hasLiked } from './works-likes.service';
import {
  abilitiesOf,
  accessOf,
  loadVisibleWork,
  seesAsPublic,
  type TWorksAccess,
} from './works.policy';
import { presentDetail } from './works.presenter';
import { findWork, type TWorkRecord } from './works.queries';

/**
 * A whole work as the caller may see it: everything for its author, their teachers and
 * staff; the public shape for anyone else, and only when it is public.
 */
export async function workDetail(
  db: TDb,
  auth: TAuth | null,
  id: number,
  urls: TMediaUrls,
): Promise<TWorksDetail> {
  const { record, access } = await visibleWork(db, auth, id);
  const userId = auth?.userId ?? null;
  const liked = record.liked;
  let copiedFrom: TWorksDetail['copiedFrom'] = null;
  if (record.work.copiedFromId !== null) {
    const original = await findWork(db, record.work.copiedFromId);
    if (original && (await accessOf(db, auth, original.work))) {
      copiedFrom = { id: original.work.id, worksName: original.work.worksName };
    }
  }
  return presentDetail(
    record,
    access,
    {
      hasLike: liked,
      likesUniqUserId: liked ? userId : null,
      copiedFrom,
      abilities: abilitiesOf(auth, access, record.work),
    },
    urls,
  );
}

/**
 * A public work read as the public reads it comes from memory (keptPublicWork), with only
 * whether this reader liked it looked up; its author, their teachers and staff, and works
 * that are not public, are read from the database.
 */
async function visibleWork(
  db: TDb,
  auth: TAuth | null,
  id: number,
): Promise<{ record: TWorkRecord; access: TWorksAccess }> {
  const kept = await keptPublicWork(db, id);
  if (!kept || !seesAsPublic(auth, kept.work)) return loadVisibleWork(db, auth, id);
  const liked = auth ? await hasLiked(db, auth.userId, id) : false;
  return { record: { ...kept, liked }, access: 'public' };
}
