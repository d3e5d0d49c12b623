import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionStore } from '../shared/stores/session-store';
import { LOGIN_PATH } from './navigation/nav-items';

/** Route guard: without a staff token, off to the sign-in page (and back afterwards). */
export function RequireAuth() {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (!token) return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  return <Outlet />;
}
