import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorPage } from './error-page';

/** A router's error element: the error page, with Back to Home and Try again in the app. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  console.error(error);
  // Navigating to the same place makes the router drop the error and render the page again.
  return (
    <ErrorPage
      onHome={() => navigate('/')}
      onRetry={() => navigate(`${location.pathname}${location.search}`, { replace: true })}
    />
  );
}
