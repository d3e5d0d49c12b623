import { AccountType, TRIAL_CLICK_WINDOW_MS } from '@haoduo/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useThrottledClick } from '../../../shared/hooks/use-throttled-click';
import { LoginType, loginPath, Paths } from '../../../shared/navigation/paths';
import { hasAiClass } from '../../../shared/stores/ai-class';
import { isSignedIn, useAppStore } from '../../../shared/stores/app-store';
import { showMaterialNotice } from '../../../shared/ui/material-notice';

/** The header's buttons: AI trial (throttled), AI creation, search. */
export function useHeaderActions() {
  const navigate = useNavigate();
  const signedIn = useAppStore(isSignedIn);

  // Visitors go to the trial sign-in; a student without an AI-enabled class sees the
  // teaching-material-not-issued notice; everyone else goes to the AI workshop.
  const trial = useCallback(() => {
    if (!signedIn) {
      navigate(loginPath(LoginType.TRIAL));
      return;
    }
    const { accountType, currentCourseClass } = useAppStore.getState();
    if (accountType === AccountType.STUDENT && !hasAiClass(currentCourseClass)) {
      showMaterialNotice();
      return;
    }
    navigate(Paths.AI);
  }, [navigate, signedIn]);
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
