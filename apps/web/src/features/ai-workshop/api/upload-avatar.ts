import { uploadMedia } from '../../works';

const READY_MADE = '/studio/avatars/';

/**
 * An agent's icon as the server keeps it: a ready-made avatar (a static picture of the
 * studio) becomes the pupil's own media file, the way their drawings and uploads are; any
 * other icon stays as it is.
 */
export async function iconForAgent(url: string | null): Promise<string | null> {
  if (!url?.startsWith(READY_MADE)) return url;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`avatar ${response.status}`);
  const name = url.slice(READY_MADE.length);
  const file = new File([await response.blob()], name, { type: 'image/webp' });
  return (await uploadMedia(file, 'image')).url;
}
