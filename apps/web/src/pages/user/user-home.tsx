import { Navigate } from 'react-router';
import { userHomePath } from '../../shared/navigation/paths';
import { useAppStore } from '../../shared/stores/app-store';

/** /user and paths the user shell does not know: a teacher's classes, a pupil's works. */
export function UserHome() {
  const accountType = useAppStore((state) => state.accountType);
  return <Navigate to={userHomePath(accountType)} replace />;
}
