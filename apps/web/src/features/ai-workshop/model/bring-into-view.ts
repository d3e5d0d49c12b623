/** Whether the pupil's system asks for less motion (no smooth scrolling, no confetti). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls an element into view: smoothly, or at once when the pupil's system asks for
 * reduced motion.
 */
export function bringIntoView(
  element: Element | null | undefined,
  block: ScrollLogicalPosition = 'start',
): void {
  if (!element || typeof element.scrollIntoView !== 'function') return;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block });
}
