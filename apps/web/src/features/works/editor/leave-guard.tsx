import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';

// Shown only when leaving with unsaved changes: antd's Modal loads then.
const AppModal = lazyDialog(() => import('../../../shared/ui/app-modal').then((m) => m.AppModal));

/** Warns before leaving with unsaved changes: the browser's prompt, and a dialog in the app. */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <AppModal
      open={blocker.state === 'blocked'}
      title={t('works.editor.leaveTitle')}
      okText={t('works.editor.leaveOk')}
      cancelText={t('works.editor.stay')}
      okButtonProps={{ danger: true }}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{t('works.editor.leaveContent')}</p>
    </AppModal>
  );
}
