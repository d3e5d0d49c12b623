import { StorageKey } from '@haoduo/contract';

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * A random id of this browser, sent as `mac` when a pupil creates an account (a web page
 * cannot read a network address). Made once and kept in local storage.
 */
export function deviceId(): string {
  try {
    const stored = localStorage.getItem(StorageKey.DEVICE_ID);
    if (stored) return stored;
    const id = newId();
    localStorage.setItem(StorageKey.DEVICE_ID, id);
    return id;
  } catch {
    return newId();
  }
}
