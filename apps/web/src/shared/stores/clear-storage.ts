/** Remove every local storage entry except the named ones. */
export function clearLocalStorageExcept(keep: readonly string[]): void {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return;
  }
  const kept = new Map<string, string>();
  for (const key of keep) {
    const value = storage.getItem(key);
    if (value !== null) kept.set(key, value);
  }
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}
