import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createStagedRender,
  Deferred,
  StagedRenderProvider,
  useStagedRenderShown,
  type StagedRender,
} from './staged-render';

/** A staged render whose tasks the test runs one by one; what was visible at each show. */
function controlledStages() {
  const tasks: Array<() => void> = [];
  const show = vi.fn();
  const staged = createStagedRender({
    nextTask: () => new Promise<void>((resolve) => tasks.push(resolve)),
    show,
  });
  const runTask = async () => {
    const pending = tasks.splice(0);
    await act(async () => {
      for (const resolve of pending) resolve();
    });
    return pending.length;
  };
  return { staged, show, runTask };
}

function Shown({ onShown }: { onShown: (shown: boolean) => void }) {
  const shown = useStagedRenderShown();
  useLayoutEffect(() => {
    onShown(shown);
  }, [shown, onShown]);
  return <p>{shown ? 'on screen' : 'out of sight'}</p>;
}

function Tree({ staged }: { staged: StagedRender }) {
  return (
    <StagedRenderProvider value={staged}>
      <p>layout</p>
      <Deferred>
        <p>page</p>
        <Deferred>
          <p>form</p>
        </Deferred>
      </Deferred>
    </StagedRenderProvider>
  );
}

describe('staged render', () => {
  it('renders each Deferred part in a later task, and shows the app once, when no part waits', async () => {
    const { staged, show, runTask } = controlledStages();
    render(<Tree staged={staged} />);
    expect(screen.getByText('layout')).toBeInTheDocument();
    expect(screen.queryByText('page')).toBeNull();
    expect(staged.shown()).toBe(false);

    expect(await runTask()).toBe(1);
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('form')).toBeNull();
    expect(show).not.toHaveBeenCalled();

    expect(await runTask()).toBe(1);
    expect(screen.getByText('form')).toBeInTheDocument();
    expect(show).toHaveBeenCalledTimes(1);
    expect(staged.shown()).toBe(true);
  });

  it('renders Deferred parts at once without a staged render, and once the app is shown', async () => {
    render(
      <Tree staged={createStagedRender({ nextTask: () => new Promise(() => undefined), show: () => undefined })} />,
    );
    // Never a next task: the parts wait (the app is out of sight)...
    expect(screen.queryByText('page')).toBeNull();

    render(
      <Deferred>
        <p>plain</p>
      </Deferred>,
    );
    expect(screen.getByText('plain')).toBeInTheDocument();

    const { staged, runTask } = controlledStages();
    staged.showNow();
    render(<Tree staged={staged} />);
    expect(screen.getAllByText('form')).toHaveLength(1);
    expect(await runTask()).toBe(0);
  });

  it('tells parts when the app is on screen, and shows it with nothing deferred at the first commit', async () => {
    const { staged, show, runTask } = controlledStages();
    const seen: boolean[] = [];
    render(
      <StagedRenderProvider value={staged}>
        <Deferred>
          <Shown onShown={(shown) => seen.push(shown)} />
        </Deferred>
      </StagedRenderProvider>,
    );
    await runTask();
    expect(seen).toEqual([false, true]);
    expect(screen.getByText('on screen')).toBeInTheDocument();
    expect(show).toHaveBeenCalledTimes(1);

    const other = controlledStages();
    render(
      <StagedRenderProvider value={other.staged}>
        <p>nothing deferred</p>
      </StagedRenderProvider>,
    );
    expect(other.show).toHaveBeenCalledTimes(1);
  });

  it('shows the app when a waiting part is removed before its turn', async () => {
    const { staged, show } = controlledStages();
    const { rerender } = render(
      <StagedRenderProvider value={staged}>
        <Deferred>
          <p>page</p>
        </Deferred>
      </StagedRenderProvider>,
    );
    expect(show).not.toHaveBeenCalled();
    rerender(<StagedRenderProvider value={staged}>{null}</StagedRenderProvider>);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
