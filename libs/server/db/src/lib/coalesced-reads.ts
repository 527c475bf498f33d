import type { Db } from './database';

/**
 * A read by key that every request makes (the caller's user row, their registration): reads of one
 * database arriving while one of them is in flight wait, and go together in the next query, so a
 * crowd of requests costs a query per round trip rather than one each (and takes one pool
 * connection, not ten). The first read goes at once, alone; a read never joins a query that was
 * already sent, so it sees every write committed before it was asked, as a query of its own would.
 *
 * `readMany` answers the keys it was given (each key's value, or undefined for none) in one query;
 * keys are compared with `keyOf`. A query of several keys that fails is asked again key by key, so
 * that a key the database refuses (not a uuid) fails only its own read.
 */
export function coalescedReads<Key, Value>(
  readMany: (db: Db, keys: readonly Key[]) => Promise<Map<string, Value>>,
  keyOf: (key: Key) => string,
  maxBatch = 256,
): (db: Db, key: Key) => Promise<Value | undefined> {
  interface Waiting {
    key: Key;
    resolve(value: Value | undefined): void;
    reject(error: unknown): void;
  }
  /** Per database with a query in flight: the reads waiting for the next one, in arrival order. */
  const queues = new WeakMap<Db, Waiting[]>();

  async function run(db: Db, batch: Waiting[]) {
    try {
      const found = await readMany(
        db,
        batch.map((entry) => entry.key),
      );
      for (const entry of batch) entry.resolve(found.get(keyOf(entry.key)));
    } catch (error) {
      if (batch.length === 1) batch[0].reject(error);
      else for (const entry of batch) await run(db, [entry]);
    }
  }

  async function drain(db: Db, first: Waiting) {
    let batch = [first];
    for (;;) {
      await run(db, batch);
      const queue = queues.get(db) as Waiting[];
      if (queue.length === 0) {
        queues.delete(db);
        return;
      }
      batch = queue.splice(0, maxBatch);
    }
  }

  return (db, key) =>
    new Promise<Value | undefined>((resolve, reject) => {
      const entry = { key, resolve, reject };
      const queue = queues.get(db);
      if (queue) {
        queue.push(entry);
        return;
      }
      queues.set(db, []);
      void drain(db, entry);
    });
}
