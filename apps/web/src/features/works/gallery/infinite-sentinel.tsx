import { useEffect, useLayoutEffect, useRef } from 'react';

/** Calls `onVisible` when it scrolls into view (IntersectionObserver; none in old browsers). */
export function InfiniteSentinel({
  onVisible,
  active,
}: {
  onVisible: () => void;
  active: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useLayoutEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);
  return <div ref={ref} aria-hidden style={{ height: 1 }} />;
}
