import { ApiError, Header, signedQueryString, type TMediaFile } from '@haoduo/contract';
import { getRuntimeConfig } from '../../../shared/config/runtime-config';
import { useAppStore } from '../../../shared/stores/app-store';
import { sessionOf } from '../../../shared/stores/session';

const UPLOAD_PATH = '/api/v1/works-service/media/custom/upload';

/**
 * POST media/custom/upload (multipart, field `file`): the signature covers the empty payload,
 * so the contract client (JSON only) is not used; headers are the same as its.
 */
export async function uploadMedia(
  file: Blob,
  kind: 'image' | 'video' = 'image',
): Promise<TMediaFile> {
  const config = getRuntimeConfig();
  const session = sessionOf(useAppStore.getState());
  const token = session.token ?? '';
  const query = signedQueryString({
    method: 'POST',
    query: { kind },
    token,
    salt: config.signSalt,
    now: Date.now(),
  });
  const headers: Record<string, string> = {
    accept: 'application/json',
    [Header.TENANT_CODE]: config.tenantCode,
  };
  if (token) headers[Header.AUTHORIZATION] = `Bearer ${token}`;
  if (session.accountType != null) headers[Header.ACCOUNT_TYPE] = String(session.accountType);
  if (session.schoolId != null && session.schoolId !== '') {
    headers[Header.TENANT_INFO] = String(session.schoolId);
  }
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await globalThis.fetch(`${UPLOAD_PATH}?${query}`, {
      method: 'POST',
      headers,
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 0, '', [], true);
  }
  const envelope = (await response.json().catch(() => null)) as {
    code?: number;
    message?: string;
    data?: TMediaFile;
  } | null;
  if (response.ok && envelope?.code === 200 && envelope.data) return envelope.data;
  throw new ApiError(
    response.status,
    envelope?.code ?? response.status,
    envelope?.message ?? '',
    [],
    true,
  );
}
