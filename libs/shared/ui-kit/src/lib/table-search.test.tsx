import { act, fireEvent, render, screen } from '@testing-library/react';
import { TableSearch } from './table-search';
import { UiProvider } from './ui-provider';

const DEBOUNCE_MS = 300;

function renderSearch(value = '') {
  const onChange = vi.fn();
  const view = render(
    <UiProvider>
      <TableSearch
        value={value}
        onChange={onChange}
        label="Search users"
        placeholder="Name or email"
        debounceMs={DEBOUNCE_MS}
      />
    </UiProvider>,
  );
  const rerender = (next: string) =>
    view.rerender(
      <UiProvider>
        <TableSearch
          value={next}
          onChange={onChange}
          label="Search users"
          placeholder="Name or email"
          debounceMs={DEBOUNCE_MS}
        />
      </UiProvider>,
    );
  return { onChange, rerender };
}

describe('TableSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a labelled search box showing the current search', () => {
    renderSearch('ana');
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    expect(box).toHaveValue('ana');
    expect(box).toHaveAttribute('placeholder', 'Name or email');
  });

  it('searches once, only after typing has paused for the debounce time', () => {
    const { onChange } = renderSearch();
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'a' } });
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS - 50));
    fireEvent.change(box, { target: { value: 'an' } });
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('an');
  });

  it('does not search again for spaces around the same words', () => {
    const { onChange } = renderSearch('ana');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: ' ana ' } });
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows the URL when the search changes from outside (Back)', () => {
    const { onChange, rerender } = renderSearch('ana');
    rerender('bob');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('bob');
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps what was typed on when the URL catches up with an earlier pause', () => {
    const { onChange, rerender } = renderSearch('canoe');
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: '' } });
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith('');
    // The user types on before the cleared search reaches the URL.
    fireEvent.change(box, { target: { value: 'C' } });
    rerender('');
    expect(box).toHaveValue('C');
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith('C');
  });
});
