/**
 * Groups work on one key (an activity) that arrives while earlier work on that key is in flight:
 * the first item goes at once, alone; those arriving meanwhile wait, and go together, in arrival
 * order, as soon as it is done. So a hot activity takes one database round (one row lock, one
 * commit) per batch instead of one per booking. The queue is only this process's: what keeps
 * bookings from different replicas apart is still the database (the batch's statement locks the
 * activity's row), never this.
 *
 * A batch that fails runs again item by item, each alone and in order, so that one bad item (a
 * unique violation) fails only itself. Every item is run until it succeeds once or fails alone,
 * and settles exactly once.
 */
export interface ArrivalBatchesOptions<Item, Result> {
  /** Runs items of one key together, in the order given: one result per item, in that order. */
  run(key: string, items: readonly Item[]): Promise<readonly Result[]>;
  /** Items that may not share a batch (e.g. the same registration twice): the later one waits for the next. */
  conflicts?(a: Item, b: Item): boolean;
  /** At most this many items in one batch (the rest wait for the next). */
  maxBatch?: number;
}

export interface ArrivalBatches<Item, Result> {
  /** Runs `item` in the next batch of `key`, and answers its own result (or its own error). */
  submit(key: string, item: Item): Promise<Result>;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export function arrivalBatches<Item, Result>(
  options: ArrivalBatchesOptions<Item, Result>,
): ArrivalBatches<Item, Result> {
  const maxBatch = options.maxBatch ?? 256;
  /** Per key with a batch in flight: the items waiting for the next one, in arrival order. */
  const queues = new Map<string, Waiting<Item, Result>[]>();

  async function runAlone(key: string, entry: Waiting<Item, Result>) {
    try {
      const [result] = await options.run(key, [entry.item]);
      entry.resolve(result);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function runBatch(key: string, batch: Waiting<Item, Result>[]) {
    if (batch.length === 1) return runAlone(key, batch[0]);
    let results: readonly Result[];
    try {
      results = await options.run(
        key,
        batch.map((entry) => entry.item),
      );
      if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${results.length}`);
    } catch {
      for (const entry of batch) await runAlone(key, entry);
      return;
    }
    batch.forEach((entry, index) => entry.resolve(results[index]));
  }

  /** The next batch from the queue: arrival order, skipping (for later) items in conflict with one taken. */
  function takeBatch(queue: Waiting<Item, Result>[]): Waiting<Item, Result>[] {
    const batch: Waiting<Item, Result>[] = [];
    const left: Waiting<Item, Result>[] = [];
    for (const entry of queue) {
      const fits =
        batch.length < maxBatch &&
        !left.some((other) => options.conflicts?.(other.item, entry.item)) &&
        !batch.some((other) => options.conflicts?.(other.item, entry.item));
      (fits ? batch : left).push(entry);
    }
    queue.splice(0, queue.length, ...left);
    return batch;
  }

  async function drain(key: string, first: Waiting<Item, Result>) {
    let batch = [first];
    for (;;) {
      await runBatch(key, batch);
      const queue = queues.get(key) as Waiting<Item, Result>[];
      if (queue.length === 0) {
        queues.delete(key);
        return;
      }
      batch = takeBatch(queue);
    }
  }

  return {
    submit(key, item) {
      return new Promise<Result>((resolve, reject) => {
        const entry = { item, resolve, reject };
        const queue = queues.get(key);
        if (queue) {
          queue.push(entry);
          return;
        }
        queues.set(key, []);
        void drain(key, entry);
      });
    },
  };
}
