import { lazy, Suspense } from 'react';

// The rare states of a work's page: antd's Result (with its illustrations) loads when shown.
const NotFound = lazy(() =>
  import('./work-not-found').then((module) => ({ default: module.WorkNotFound })),
);
const NotEditable = lazy(() =>
  import('./work-not-found').then((module) => ({ default: module.WorkNotEditable })),
);

/** A work that does not exist or that the viewer may not see. */
export function WorkNotFound({ message }: { message?: string }) {
  return (
    <Suspense fallback={null}>
      <NotFound message={message} />
    </Suspense>
  );
}

/** A work the editor cannot open. */
export function WorkNotEditable() {
  return (
    <Suspense fallback={null}>
      <NotEditable />
    </Suspense>
  );
}
