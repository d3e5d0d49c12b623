import { AccountType } from '@haoduo/contract';
import { lazy, Suspense } from 'react';
import { loadTexts } from '../../../shared/i18n/i18n';
import { useAppStore } from '../../../shared/stores/app-store';

/** The safety alerts' bell and its texts load only for a signed-in teacher. */
const AlertBell = lazy(() =>
  Promise.all([import('../../../features/safety/lazy-alert-bell'), loadTexts('safety')]).then(
    ([m]) => m,
  ),
);

/**
 * A teacher's safety alerts in a header: nothing for anyone else. Loaded on demand itself
 * (lazy-teacher-alert-bell.ts), so no page's first load carries it.
 */
export default function TeacherAlertBell() {
  const teacher = useAppStore(
    (state) => Boolean(state.token) && state.accountType === AccountType.TEACHER,
  );
  return teacher ? (
    <Suspense fallback={null}>
      <AlertBell />
    </Suspense>
  ) : null;
}
