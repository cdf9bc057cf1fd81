/**
 * A box that scrolls must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable):
 * while its content overflows it takes `tabindex="0"`, and gives it up when it fits again, so tables
 * that fit add no tab stop. Returns the cleanup.
 */
export function keepKeyboardScrollable(element: HTMLElement): () => void {
  const update = () => {
    const overflows = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
    if (overflows) element.setAttribute('tabindex', '0');
    else element.removeAttribute('tabindex');
  };
  update();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(update);
  observer.observe(element);
  return () => observer.disconnect();
}
