import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorPage } from './error-page';

/** A router's error element: "Unfortunately, something went wrong." with Back to Home and Try again. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  // Once per error, not on each render.
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorPage
      onHome={() => navigate('/')}
      // Navigating to the same place makes the router drop the error and render the page again.
      onRetry={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
    />
  );
}
