/**
 * Keys asked for in the same turn of the event loop are read together: the first `load` of a
 * turn schedules one `readMany` of every key asked for until then (at most `maxBatch` per
 * read). `readMany` answers in the order of the keys it was given. A failed read fails every
 * caller of its batch.
 */
export interface TBatchLoader<K, V> {
  load(key: K): Promise<V>;
}

export function batchLoader<K, V>(
  readMany: (keys: K[]) => Promise<V[]>,
  maxBatch = 100,
): TBatchLoader<K, V> {
  let queue: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  const flush = () => {
    const batch = queue;
    queue = [];
    for (let i = 0; i < batch.length; i += maxBatch) {
      const part = batch.slice(i, i + maxBatch);
      readMany(part.map((p) => p.key)).then(
        (values) => part.forEach((p, j) => p.resolve(values[j] as V)),
        (error: unknown) => part.forEach((p) => p.reject(error)),
      );
    }
  };

  return {
    load(key) {
      return new Promise<V>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ key, resolve, reject });
      });
    },
  };
}
