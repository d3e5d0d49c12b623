import { TRIAL_CLICK_WINDOW_MS } from '@haoduo/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useThrottledClick } from '../../../shared/hooks/use-throttled-click';
import { LoginType, loginPath, Paths } from '../../../shared/navigation/paths';
import { isSignedIn, useAppStore } from '../../../shared/stores/app-store';

/** The header's buttons: AI trial (throttled), AI creation, search. */
export function useHeaderActions() {
  const navigate = useNavigate();
  const signedIn = useAppStore(isSignedIn);

  // Signed-in users go to the AI workshop; the material-not-issued notice for students
  // without an AI-enabled class arrives with the tool tiles.
  const trial = useCallback(
    () => navigate(signedIn ? Paths.AI : loginPath(LoginType.TRIAL)),
    [navigate, signedIn],
  );
  const onTrial = useThrottledClick(trial, TRIAL_CLICK_WINDOW_MS);

  const onCreate = useCallback(
    () => navigate(signedIn ? Paths.CREATION_CENTER : Paths.LOGIN),
    [navigate, signedIn],
  );

  const onSearch = useCallback(
    (keyword: string) => {
      const trimmed = keyword.trim();
      navigate(
        trimmed
          ? `${Paths.WORKS_SQUARE}?keyword=${encodeURIComponent(trimmed)}`
          : Paths.WORKS_SQUARE,
      );
    },
    [navigate],
  );

  return { signedIn, onTrial, onCreate, onSearch };
}
