import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAdminRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(createAdminRoutes()));
  return <RouterProvider router={router} />;
}
