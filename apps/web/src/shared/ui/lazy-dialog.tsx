import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens, not with the page: most visits never
 * open it. Once opened it stays mounted, so it closes with its animation and opens at once
 * the next time. `load` resolves to the dialog component; `isOpen` reads from its props
 * whether it is open (their `open` unless told otherwise).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyDialog;
}
