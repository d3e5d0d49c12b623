import {
  ApiError,
  directUploadEndpoints,
  getRuntimeConfig,
  mediaEndpoints,
  StorageMessages,
  type TMediaFile,
  type TPupilMediaKind,
} from '@haoduo/contract';
import { api } from './api-client';

/**
 * Upload one file the way this installation stores files. With object storage the browser
 * asks for a presigned POST (type and size checked first), posts the file straight to the
 * bucket, then asks the server to check and record it; otherwise it sends the file to the
 * server (multipart, field `file`). Silent: callers say what went wrong beside the file.
 */
export async function uploadFile(file: Blob, kind?: TPupilMediaKind): Promise<TMediaFile> {
  if (!getRuntimeConfig().directUpload) {
    const form = new FormData();
    form.append('file', file);
    return api.upload(mediaEndpoints.upload, form, {
      ...(kind ? { query: { kind } } : {}),
      silent: true,
    });
  }
  const ticket = await api.call(
    directUploadEndpoints.ticket,
    { mime: file.type || 'application/octet-stream', size: file.size, ...(kind ? { kind } : {}) },
    { silent: true },
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  let stored: Response;
  try {
    stored = await fetch(ticket.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(0, 0, '', [], true);
  }
  if (!stored.ok) {
    const status = stored.status === 400 ? 413 : stored.status;
    throw new ApiError(status, status, StorageMessages.UPLOAD_REFUSED_BY_STORE, [], true);
  }
  return api.call(directUploadEndpoints.complete, { key: ticket.key }, { silent: true });
}
