import { StorageKey } from '@haoduo/contract';

/** A teacher's mobile is kept in local storage after sign-in. */
export function rememberMobile(mobile: string): void {
  try {
    localStorage.setItem(StorageKey.MOBILE_PHONE, mobile);
  } catch {
    // Storage refused (private mode): the form simply starts empty next time.
  }
}

export function rememberedMobile(): string {
  try {
    return localStorage.getItem(StorageKey.MOBILE_PHONE) ?? '';
  } catch {
    return '';
  }
}
