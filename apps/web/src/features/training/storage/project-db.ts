/**
 * Projects kept in this browser (IndexedDB): samples never leave the computer unless the
 * pupil exports them. One object store, keyed by project id, with the lab kind beside it.
 */
const DB_NAME = 'haoduo-training';
const STORE = 'projects';

export interface TStoredProject<T> {
  id: string;
  kind: string;
  name: string;
  updatedAt: number;
  project: T;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('indexedDB unavailable'));
      return;
    }
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB open failed'));
  });
}

async function run<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = body(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('indexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export async function saveProject<T>(entry: TStoredProject<T>): Promise<void> {
  await run('readwrite', (store) => store.put(entry));
}

export async function loadProject<T>(id: string): Promise<TStoredProject<T> | undefined> {
  return run<TStoredProject<T> | undefined>('readonly', (store) => store.get(id));
}

/** The projects of one lab, newest first (without opening their samples in the UI). */
export async function listProjects(kind: string): Promise<TStoredProject<unknown>[]> {
  const all = await run<TStoredProject<unknown>[]>('readonly', (store) => store.getAll());
  return all.filter((entry) => entry.kind === kind).sort((a, b) => b.updatedAt - a.updatedAt);
}

export async function deleteProject(id: string): Promise<void> {
  await run('readwrite', (store) => store.delete(id));
}
