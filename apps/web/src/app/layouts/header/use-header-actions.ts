import { AccountType, TRIAL_CLICK_WINDOW_MS } from '@haoduo/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useThrottledClick } from '../../../shared/hooks/use-throttled-click';
import { LoginType, loginPath, Paths } from '../../../shared/navigation/paths';
import { hasAiClass } from '../../../shared/stores/ai-class';
import { isSignedIn, useAppStore } from '../../../shared/stores/app-store';
import { showMaterialNotice } from '../../../shared/ui/material-notice';

/** The header's buttons: AI trial (throttled), AI creation (the studio), search. */
export function useHeaderActions() {
  const navigate = useNavigate();
  const signedIn = useAppStore(isSignedIn);

  // 体验AI and AI创作 both lead into the AI studio (/ai): visitors sign in first (体验AI on
  // the trial tab), and a student without an AI-enabled class sees the
  // teaching-material-not-issued notice instead.
  const openStudio = useCallback(
    (visitorPath: string) => {
      if (!signedIn) {
        navigate(visitorPath);
        return;
      }
      const { accountType, currentCourseClass } = useAppStore.getState();
      if (accountType === AccountType.STUDENT && !hasAiClass(currentCourseClass)) {
        showMaterialNotice();
        return;
      }
      navigate(Paths.AI);
    },
    [navigate, signedIn],
  );
  const trial = useCallback(() => openStudio(loginPath(LoginType.TRIAL)), [openStudio]);
  const onTrial = useThrottledClick(trial, TRIAL_CLICK_WINDOW_MS);
  const onCreate = useCallback(() => openStudio(Paths.LOGIN), [openStudio]);

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
