import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TLaunchVerifyResult } from '@haoduo/contract';
import { ApiError } from '@haoduo/contract';
import { verifyLaunch } from '../api/verify-launch';
import { Alert } from '../../../shared/ui/alert';

const redeemed = new Map<string, Promise<TLaunchVerifyResult>>();

/**
 * A tile opened the studio with a launch ticket (?code=...): redeem it once and greet the
 * pupil with their class; a used or expired ticket says so.
 */
export function LaunchWelcome() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const [welcome, setWelcome] = useState<TLaunchVerifyResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!code) return;
    let live = true;
    if (!redeemed.has(code)) redeemed.set(code, verifyLaunch(code));
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
