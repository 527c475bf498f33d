import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useTableFilters, type TableFiltersControls } from './use-table-filters';

const KEYS = ['status', 'type'] as const;

function setup(path: string) {
  let controls: TableFiltersControls<(typeof KEYS)[number]> | undefined;
  function Probe() {
    controls = useTableFilters(KEYS);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, controls: () => controls as TableFiltersControls<(typeof KEYS)[number]> };
}

describe('useTableFilters', () => {
  it('reads the filters from the URL and ignores other and empty parameters', () => {
    const { controls } = setup('/list?status=PENDING&type=&page=3&other=x');
    expect(controls().filters).toEqual({ status: 'PENDING' });
  });

  it('sets and clears a filter in the URL, back to the first page, keeping the rest', () => {
    const { router, controls } = setup('/list?status=PENDING&page=3&search=ann');
    act(() => controls().setFilter('type', 'DELEGATE'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'PENDING',
      search: 'ann',
      type: 'DELEGATE',
    });
    act(() => controls().setFilter('status', null));
    expect(controls().filters).toEqual({ type: 'DELEGATE' });
  });
});
