import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { PAGE_SEARCH_DEBOUNCE_MS } from '@festival/shared-util-table-params';
import { FilterSelect } from './filter-select';
import { StaffListToolbar } from './staff-list-toolbar';
import { UiProvider } from './ui-provider';

const renderWithProviders = (ui: ReactElement) => render(ui, { wrapper: UiProvider });
const search = { value: '', label: 'Search requests', placeholder: 'Name or email' };

describe('StaffListToolbar', () => {
  it('asks again with the search once typing pauses for the page-wide delay', () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      renderWithProviders(<StaffListToolbar search={{ ...search, onChange }} />);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search requests' }), { target: { value: 'Ann' } });
      act(() => vi.advanceTimersByTime(PAGE_SEARCH_DEBOUNCE_MS - 1));
      expect(onChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onChange).toHaveBeenCalledWith('Ann');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the export, the page actions and the filters, each working', async () => {
    const start = vi.fn();
    const onFilter = vi.fn();
    renderWithProviders(
      <StaffListToolbar
        search={{ ...search, onChange: () => undefined }}
        csv={{ phase: 'idle', rows: 0, total: null, start }}
        filters={
          <FilterSelect
            label="Status"
            value={undefined}
            options={[{ value: 'PENDING', label: 'Pending' }]}
            onChange={onFilter}
          />
        }
      >
        <button type="button">New role</button>
      </StaffListToolbar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(start).toHaveBeenCalledOnce();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PENDING');
    expect(onFilter).toHaveBeenCalledWith('PENDING');
    expect(screen.getByRole('button', { name: 'New role' })).toBeVisible();
  });

  it('leaves out the export and the filter row when the list has none', () => {
    renderWithProviders(<StaffListToolbar search={{ ...search, onChange: () => undefined }} />);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
