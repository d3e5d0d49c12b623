import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { loadTexts, type TTextSection } from '../../shared/i18n/i18n';
import { DelayedFallback } from '../../shared/ui/delayed-fallback';

/**
 * The page is in place with its handlers (its effects ran before this one's): a page the
 * server rendered, shown before the scripts came, is no longer busy (#root's aria-busy,
 * set by the server).
 */
function PageReady() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('aria-busy');
  }, []);
  return null;
}

/**
 * A route element that loads its page on demand. Each page gets its own component type,
 * so every navigation mounts a fresh Suspense boundary and its (delayed) fallback shows
 * even though the router navigates inside a transition. `texts` are the catalogue sections
 * the page (or layout) uses: they load beside its chunk, not with the shell.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  texts: readonly TTextSection[] = [],
) {
  return lazyElement(load, texts, true);
}

/**
 * A layout that only some routes use (the public pages' header and footer), loaded on
 * demand like a page so the shell does not carry it. It does not mark a server-rendered
 * page ready: the page inside it does, once that is in place too.
 */
export function lazyLayout(load: () => Promise<{ default: ComponentType }>) {
  return lazyElement(load, [], false);
}

function lazyElement(
  load: () => Promise<{ default: ComponentType }>,
  texts: readonly TTextSection[],
  marksReady: boolean,
) {
  const Page = lazy(() =>
    texts.length === 0 ? load() : Promise.all([load(), loadTexts(...texts)]).then(([page]) => page),
  );
  function LazyPage() {
    return (
      <Suspense fallback={<DelayedFallback />}>
        <Page />
        {marksReady ? <PageReady /> : null}
      </Suspense>
    );
  }
  return <LazyPage />;
}
