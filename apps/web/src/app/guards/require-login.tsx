import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Paths } from '../../shared/navigation/paths';
import { isSignedIn, useAppStore } from '../../shared/stores/app-store';

/** Pages for signed-in accounts only; everyone else goes to /login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const signedIn = useAppStore(isSignedIn);
  return signedIn ? children : <Navigate to={Paths.LOGIN} replace />;
}
