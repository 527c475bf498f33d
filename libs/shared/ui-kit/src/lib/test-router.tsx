import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { UiProvider } from './ui-provider';

/** For the kit's own tests: the routes in a memory router opened at `path`, inside the kit's providers. */
export function renderRoutesAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return router;
}
