import { Navigate, useLocation } from 'react-router';
import { Paths } from '../../shared/navigation/paths';

/** /home goes to /, keeping the query (?tab=). */
export function HomeRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: Paths.HOME, search }} replace />;
}
