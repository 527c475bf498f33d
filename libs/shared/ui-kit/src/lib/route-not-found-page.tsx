import { useNavigate } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

/** A router's catch-all page: the 404 page, whose Back to Home stays in the app. */
export function RouteNotFoundPage() {
  const navigate = useNavigate();
  return <NotFoundPage onHome={() => navigate('/')} />;
}
