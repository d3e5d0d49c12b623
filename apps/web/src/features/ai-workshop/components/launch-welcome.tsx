import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TLaunchVerifyResult } from '@haoduo/contract';
import { ApiError } from '@haoduo/contract';
import { loadTexts } from '../../../shared/i18n/i18n';
import { verifyLaunch } from '../api/verify-launch';
import {
  hasLaunchTicket,
  launchCodeOf,
  searchWithoutTicket,
} from '../../../shared/navigation/launch-state';
import { Alert } from '../../../shared/ui/alert';

const redeemed = new Map<string, Promise<TLaunchVerifyResult>>();

/**
 * A tile opened the studio with a launch ticket (in the navigation's state from this site,
 * ?code=... from elsewhere): redeem it once and greet the pupil with their class; a used or
 * expired ticket says so. The ticket leaves the address and the history entry at once, so a
 * reload or a shared link does not carry it.
 */
export function LaunchWelcome() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [code] = useState(
    () => launchCodeOf(location.state) ?? new URLSearchParams(location.search).get('code'),
  );
  const [welcome, setWelcome] = useState<TLaunchVerifyResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Whenever the address (or its state) still carries a ticket, on arrival and after the
  // studio's own redirect to the tool's page, take it out.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (launchCodeOf(location.state) === null && !hasLaunchTicket(query)) return;
    const to = { pathname: location.pathname, search: searchWithoutTicket(query) };
    navigate(to, { replace: true, state: null });
  }, [location, navigate]);

  useEffect(() => {
    if (!code) return;
    let live = true;
    // The greeting's words are the studio's: loaded with the ticket (a training lab has none).
    if (!redeemed.has(code)) {
      redeemed.set(
        code,
        Promise.all([verifyLaunch(code), loadTexts('studio')]).then(([result]) => result),
      );
    }
    redeemed.get(code)!.then(
      (result) => live && setWelcome(result),
      (error: unknown) => live && setProblem(error instanceof ApiError ? error.message : null),
    );
    return () => {
      live = false;
    };
  }, [code]);

  if (welcome) {
    return (
      <Alert
        type="success"
        showIcon
        banner
        message={t('studio.launch.welcome', {
          name: welcome.userName,
          className: welcome.courseClassName,
        })}
      />
    );
  }
  if (problem) return <Alert type="warning" showIcon banner message={problem} />;
  return null;
}
