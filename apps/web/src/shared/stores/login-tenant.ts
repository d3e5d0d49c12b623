import { StorageKey } from '@haoduo/contract';
import { safeBrowserStorage } from './timed-storage';

/** A student's login tenant id lives in its own local storage entry. */
const storage = safeBrowserStorage('localStorage');

export function readLoginTenantId(): number | null {
  const value = Number(storage.getItem(StorageKey.LOGIN_TENANT_ID));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function writeLoginTenantId(id: number | null): void {
  if (id == null) storage.removeItem(StorageKey.LOGIN_TENANT_ID);
  else storage.setItem(StorageKey.LOGIN_TENANT_ID, String(id));
}
