import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from './ui-provider';
import { MAX_STACKED_DIALOGS, useDialogStack, type DialogStack } from './dialog-stack-provider';

function Probe({ onReady }: { onReady: (stack: DialogStack) => void }) {
  onReady(useDialogStack());
  return <button type="button">opener</button>;
}

/** Opens a dialog and checks that it alone is exposed: the page and the dialogs below are inert. */
async function openOnTop(stack: () => DialogStack, title: string) {
  let id: string | null = null;
  // Async: a refusal's toast asks for the toaster, whose loading then settles inside act.
  await act(async () => void (id = stack().open({ title, body: `Body of ${title}` })));
  if (id !== null) {
    await screen.findByRole('dialog', { name: title });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'opener' })).not.toBeInTheDocument();
  }
  return id;
}

function setup() {
  let stack!: DialogStack;
  render(
    <UiProvider>
      <Probe onReady={(s) => (stack = s)} />
    </UiProvider>,
  );
  return () => stack;
}

describe('DialogStackProvider', () => {
  it('stacks up to five dialogs and refuses a sixth', async () => {
    const stack = setup();
    const ids: Array<string | null> = [];
    for (let n = 1; n <= MAX_STACKED_DIALOGS + 1; n += 1) ids.push(await openOnTop(stack, `Dialog ${n}`));
    // The refusal's toast (the toaster loads with it) first, so that its load settles inside act.
    expect(await screen.findByText('Too many dialogs are open. Close one before opening another.')).toBeInTheDocument();
    expect(MAX_STACKED_DIALOGS).toBe(5);
    expect(ids.slice(0, 5).every((id) => typeof id === 'string')).toBe(true);
    expect(ids[5]).toBeNull();
    // Only the top dialog is exposed to assistive technology; the ones below are inert.
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(5);
    expect(screen.queryByRole('dialog', { name: 'Dialog 6', hidden: true })).not.toBeInTheDocument();
  });

  it('closes the top dialog with its button and accepts a new one', async () => {
    const stack = setup();
    for (let n = 1; n <= 5; n += 1) await openOnTop(stack, `Dialog ${n}`);
    const top = await screen.findByRole('dialog', { name: 'Dialog 5' });
    const user = userEvent.setup();
    const closeButtons = screen.getAllByRole('button', { name: 'Close' }).filter((b) => top.contains(b));
    await user.click(closeButtons[0]);
    await waitFor(() => expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(4));
    expect(await screen.findByRole('dialog', { name: 'Dialog 4' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(await openOnTop(stack, 'Dialog again')).not.toBeNull();
  });

  it('calls onClose and closeAll empties the stack', async () => {
    const stack = setup();
    const onClose = vi.fn();
    act(() => void stack().open({ title: 'A', body: 'a', onClose }));
    await screen.findByRole('dialog', { name: 'A' });
    act(() => void stack().open({ title: 'B', body: 'b' }));
    await screen.findByRole('dialog', { name: 'B' });
    act(() => stack().closeAll());
    await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(stack().count).toBe(0);
    expect(screen.getByRole('button', { name: 'opener' })).toBeInTheDocument();
  });
});
