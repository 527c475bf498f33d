import { arrivalBatches } from './arrival-batches';

interface Item {
  id: number;
  owner: string;
  /** This item makes any batch it is in fail. */
  bad?: boolean;
}

/** A run that is held until released, recording every batch it was given. */
function heldRuns() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = async (_key: string, items: readonly Item[]) => {
    batches.push(items.map((item) => item.id));
    await new Promise<void>((resolve) => releases.push(resolve));
    if (items.some((item) => item.bad)) throw new Error(`batch with a bad item: ${items.map((i) => i.id)}`);
    return items.map((item) => `done ${item.id}`);
  };
  const releaseAll = async () => {
    // Release runs as they come until every one was released.
    for (let idle = 0; idle < 5;) {
      const release = releases.shift();
      if (release) {
        idle = 0;
        release();
      } else idle += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, run, releaseAll };
}

describe('arrivalBatches', () => {
  it('runs the first item at once, then those that arrived meanwhile together, in arrival order', async () => {
    const { batches, run, releaseAll } = heldRuns();
    const batcher = arrivalBatches({ run });
    const answers = [1, 2, 3, 4].map((id) => batcher.submit('hot', { id, owner: `o${id}` }));
    await releaseAll();
    expect(await Promise.all(answers)).toEqual(['done 1', 'done 2', 'done 3', 'done 4']);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps keys apart: another activity does not wait for this one', async () => {
    const { batches, run, releaseAll } = heldRuns();
    const batcher = arrivalBatches({ run });
    const answers = [
      batcher.submit('a', { id: 1, owner: 'x' }),
      batcher.submit('b', { id: 2, owner: 'y' }),
      batcher.submit('a', { id: 3, owner: 'z' }),
    ];
    await releaseAll();
    expect(await Promise.all(answers)).toEqual(['done 1', 'done 2', 'done 3']);
    expect(batches).toEqual([[1], [2], [3]]);
  });

  it('a failing batch runs again item by item, in order: only the bad item fails, each settles once', async () => {
    const { batches, run, releaseAll } = heldRuns();
    const batcher = arrivalBatches({ run });
    const settled: string[] = [];
    const answers = [1, 2, 3, 4].map((id) =>
      batcher.submit('hot', { id, owner: `o${id}`, bad: id === 3 }).then(
        (result) => (settled.push(result), result),
        (error: Error) => (settled.push(`failed ${id}`), error.message),
      ),
    );
    await releaseAll();
    expect(await Promise.all(answers)).toEqual(['done 1', 'done 2', 'batch with a bad item: 3', 'done 4']);
    expect(batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect(settled).toEqual(['done 1', 'done 2', 'failed 3', 'done 4']);
  });

  it('never puts conflicting items in one batch, and keeps their order', async () => {
    const { batches, run, releaseAll } = heldRuns();
    const batcher = arrivalBatches({ run, conflicts: (a: Item, b: Item) => a.owner === b.owner });
    const items = [
      { id: 1, owner: 'x' },
      { id: 2, owner: 'x' },
      { id: 3, owner: 'y' },
      { id: 4, owner: 'x' },
      { id: 5, owner: 'z' },
    ];
    const answers = items.map((item) => batcher.submit('hot', item));
    await releaseAll();
    expect(await Promise.all(answers)).toEqual(items.map((item) => `done ${item.id}`));
    expect(batches).toEqual([[1], [2, 3, 5], [4]]);
  });

  it('splits the queue by maxBatch', async () => {
    const { batches, run, releaseAll } = heldRuns();
    const batcher = arrivalBatches({ run, maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5, 6].map((id) => batcher.submit('hot', { id, owner: `o${id}` }));
    await releaseAll();
    expect(await Promise.all(answers)).toHaveLength(6);
    expect(batches).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it('starts again at once when the queue ran empty', async () => {
    const { batches, run, releaseAll } = heldRuns();
    const batcher = arrivalBatches({ run });
    const first = batcher.submit('hot', { id: 1, owner: 'x' });
    await releaseAll();
    expect(await first).toBe('done 1');
    const second = batcher.submit('hot', { id: 2, owner: 'x' });
    await releaseAll();
    expect(await second).toBe('done 2');
    expect(batches).toEqual([[1], [2]]);
  });
});
