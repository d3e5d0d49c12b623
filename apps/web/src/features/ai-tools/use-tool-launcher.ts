import {
  AccountType,
  ApiError,
  Messages,
  type TCourseClass,
  getRuntimeConfig,
} from '@haoduo/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onApiError } from '../../shared/api/api-client';
import { launchState } from '../../shared/navigation/launch-state';
import { LoginType, loginPath, Paths } from '../../shared/navigation/paths';
import { hasAiClass } from '../../shared/stores/ai-class';
import { showMaterialNotice } from '../../shared/ui/material-notice';
import { useAgentLogin } from './api/agent-login';
import { useCommunityLogin } from './api/community-login';
import { useHardwareLogin } from './api/hardware-login';
import { mayHaveInviteCode } from './class-of';
import { inSiteLaunch, isOnSite, launchPlace } from './launch-target';
import { openPendingWindow } from './open-window';
import {
  classStatusProblem,
  isToolOpen,
  launchOfTool,
  teacherClassesForTool,
  type TTileContext,
} from './tile-access';
import type { TToolTile } from './tool-tiles';
import { feedback } from '../../shared/ui/feedback';

export interface TPickerState {
  tile: TToolTile;
  classes: TCourseClass[];
}

/**
 * What a tile does when clicked: visitors go to the
 * trial sign-in; a student opens the tool for the current class; a teacher picks one of
 * the classes carrying it when there are several. The community tools and the agent get a
 * signed launch ticket: our own AI studio opens in this tab at the tool's short address (the
 * ticket goes in the navigation's state), an external studio in a new window. The AI
 * workshop is /ai; the hardware opens its platform's address in a new window, or says
 * plainly that the school has none (launch-target.ts).
 */
export function useToolLauncher(context: TTileContext) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = feedback();
  const community = useCommunityLogin();
  const agent = useAgentLogin();
  const hardware = useHardwareLogin();
  const [picker, setPicker] = useState<TPickerState | null>(null);
  const [noInviteCode, setNoInviteCode] = useState(false);
  const [noHardware, setNoHardware] = useState(false);

  const launch = useCallback(
    async (tile: TToolTile, courseClass: TCourseClass) => {
      const problem = classStatusProblem(courseClass);
      if (problem) {
        void message.warning(problem);
        return;
      }
      const kind = launchOfTool(tile.toolType);
      const origin = window.location.origin;
      const place = launchPlace(kind, getRuntimeConfig(), origin);
      if (kind === 'workshop') {
        navigate(Paths.AI);
        return;
      }
      if (place === 'no-platform') {
        setNoHardware(true);
        return;
      }
      if (kind === 'community' && !mayHaveInviteCode(courseClass)) {
        setNoInviteCode(true);
        return;
      }
      // A new window opens while the click is handled (pop-up blockers), before the answer.
      const win = place === 'new-window' ? openPendingWindow() : null;
      const address = async (): Promise<string> => {
        if (kind === 'community') {
          const body = { worksClassId: courseClass.id, subType: tile.toolType };
          return (await community.mutateAsync(body)).auth;
        }
        if (kind === 'agent') return (await agent.mutateAsync(courseClass.id)).url;
        return (await hardware.mutateAsync(courseClass.id)).url;
      };
      try {
        const url = await address();
        if (win) win.go(url);
        else if (isOnSite(url, origin)) {
          const { to, launchCode } = inSiteLaunch(url, origin);
          navigate(to, { state: launchState(launchCode) });
        } else window.location.assign(url);
      } catch (error) {
        win?.cancel();
        if (error instanceof ApiError && error.message === Messages.NO_INVITE_CODE) {
          setNoInviteCode(true);
        } else if (kind === 'community' && error instanceof ApiError) {
          onApiError(error);
        }
      }
    },
    [agent, community, hardware, message, navigate],
  );

  const open = useCallback(
    (tile: TToolTile) => {
      if (!context.signedIn) {
        navigate(loginPath(LoginType.TRIAL));
        return;
      }
      if (context.accountType === AccountType.TEACHER) {
        const classes = teacherClassesForTool(tile.toolType, context.group, context.openTools);
        if (classes.length === 0) void message.info(t('tiles.notOpenedHint'));
        else if (classes.length === 1) void launch(tile, classes[0]!);
        else setPicker({ tile, classes });
        return;
      }
      const courseClass = context.currentCourseClass;
      if (!hasAiClass(courseClass)) {
        showMaterialNotice();
        return;
      }
      if (!isToolOpen(tile.toolType, context) || courseClass === null) {
        void message.info(t('tiles.notOpenedHint'));
        return;
      }
      void launch(tile, courseClass);
    },
    [context, launch, message, navigate, t],
  );

  const pick = useCallback(
    (courseClass: TCourseClass) => {
      const tile = picker?.tile;
      setPicker(null);
      if (tile) void launch(tile, courseClass);
    },
    [launch, picker],
  );

  return {
    open,
    picker,
    pick,
    closePicker: () => setPicker(null),
    noInviteCode,
    closeNoInviteCode: () => setNoInviteCode(false),
    noHardware,
    closeNoHardware: () => setNoHardware(false),
    busy: community.isPending || agent.isPending || hardware.isPending,
  };
}
