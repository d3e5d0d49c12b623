import { lazy, Suspense, type ComponentType } from 'react';
import { DelayedFallback } from '../../shared/ui/delayed-fallback';

/**
 * A route element that loads its page on demand. Each page gets its own component type,
 * so every navigation mounts a fresh Suspense boundary and its (delayed) fallback shows
 * even though the router navigates inside a transition.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  function LazyPage() {
    return (
      <Suspense fallback={<DelayedFallback />}>
        <Page />
      </Suspense>
    );
  }
  return <LazyPage />;
}
