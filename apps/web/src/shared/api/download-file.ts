import { ApiError, Header, signedQueryString, type TQuery } from '@haoduo/contract';
import { getRuntimeConfig } from '../config/runtime-config';
import { useAppStore } from '../stores/app-store';
import { sessionOf } from '../stores/session';
import { onApiError } from './api-client';

/** The file name of a Content-Disposition header (the UTF-8 form first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a file answer of the API (an export): the call is signed and carries the
 * session like every other; a failure answers with the envelope and is handled as usual.
 */
export async function downloadFile(
  path: string,
  query: TQuery,
  fallbackName: string,
): Promise<string> {
  const config = getRuntimeConfig();
  const session = sessionOf(useAppStore.getState());
  const token = session.token ?? '';
  const headers: Record<string, string> = { [Header.TENANT_CODE]: config.tenantCode };
  if (token) headers[Header.AUTHORIZATION] = `Bearer ${token}`;
  if (session.accountType != null) headers[Header.ACCOUNT_TYPE] = String(session.accountType);
  if (session.schoolId != null) headers[Header.TENANT_INFO] = String(session.schoolId);
  const search = signedQueryString({ method: 'GET', query, token, salt: config.signSalt });

  let response: Response;
  try {
    response = await globalThis.fetch(`${path}?${search}`, { headers, credentials: 'include' });
  } catch {
    const error = new ApiError(0, 0, '');
    onApiError(error);
    throw error;
  }
  if (!response.ok) {
    let message = '';
    try {
      const envelope = (await response.json()) as { message?: unknown };
      if (typeof envelope.message === 'string') message = envelope.message;
    } catch {
      // not an envelope
    }
    const error = new ApiError(response.status, response.status, message);
    onApiError(error);
    throw error;
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), fileName);
  return fileName;
}
