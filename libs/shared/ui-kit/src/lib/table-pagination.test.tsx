import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TablePagination, type TablePaginationProps } from './table-pagination';
import { UiProvider } from './ui-provider';

function renderPagination(props: Partial<TablePaginationProps> = {}) {
  const onPage = vi.fn();
  const onRows = vi.fn();
  render(
    <UiProvider>
      <TablePagination page={1} rows={10} total={12} onPage={onPage} onRows={onRows} {...props} />
    </UiProvider>,
  );
  return { onPage, onRows };
}

describe('TablePagination', () => {
  it.each([
    [{ page: 1, rows: 10, total: 12 }, '1–10 of 12', 'Page 1 of 2'],
    [{ page: 2, rows: 10, total: 12 }, '11–12 of 12', 'Page 2 of 2'],
    [{ page: 3, rows: 5, total: 30 }, '11–15 of 30', 'Page 3 of 6'],
    [{ page: 1, rows: 10, total: 0 }, '0–0 of 0', 'Page 1 of 1'],
  ])('shows the range and page of %o', (props, range, pageOf) => {
    renderPagination(props);
    expect(screen.getByText(range)).toBeInTheDocument();
    expect(screen.getByText(pageOf)).toBeInTheDocument();
  });

  it('offers the rows per page of SPEC.md §9 under its label', async () => {
    const { onRows } = renderPagination();
    const select = screen.getByLabelText('Rows per page');
    expect(select).toHaveValue('10');
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '5',
      '10',
      '20',
      '30',
      '50',
    ]);
    await userEvent.selectOptions(select, '20');
    expect(onRows).toHaveBeenCalledWith(20);
  });

  it('cannot go before the first page', async () => {
    const { onPage } = renderPagination({ page: 1, total: 12 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('cannot go past the last page', async () => {
    const { onPage } = renderPagination({ page: 2, total: 12 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });
});
