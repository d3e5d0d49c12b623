import { lazy, Suspense } from 'react';
import { useMaterialNotice } from './material-notice';

const MaterialNoticeDialog = lazy(() =>
  import('./material-notice-dialog').then((m) => ({ default: m.MaterialNoticeDialog })),
);

/** Mounted once at the root; loads the notice the first time something shows it. */
export function MaterialNoticeHost() {
  const used = useMaterialNotice((state) => state.used);
  return used ? (
    <Suspense fallback={null}>
      <MaterialNoticeDialog />
    </Suspense>
  ) : null;
}
