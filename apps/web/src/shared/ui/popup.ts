import { useEffect, useRef, type RefObject } from 'react';

// What the light pop-ups of shared/ui (MenuButton, Popconfirm, Tooltip) share: where a pop-up
// centred over its control goes, and closing on a press elsewhere.

/** Kept between a pop-up and the window's edges. */
export const POPUP_MARGIN_PX = 8;

/**
 * The left edge of a pop-up `width` wide centred over `target`, moved sideways as far as it
 * takes to stay inside the window (the page's width, without its scroll bar).
 */
export function centredLeft(
  target: DOMRect,
  width: number,
  windowWidth = document.documentElement.clientWidth,
): number {
  const centred = target.left + target.width / 2 - width / 2;
  return Math.min(Math.max(POPUP_MARGIN_PX, centred), windowWidth - width - POPUP_MARGIN_PX);
}

/** While `open`, a press (mouse, touch or pen) outside `inside` calls `onOutside`. */
export function useOutsidePress(
  open: boolean,
  inside: RefObject<HTMLElement | null>,
  onOutside: () => void,
): void {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!inside.current?.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, inside]);
}
