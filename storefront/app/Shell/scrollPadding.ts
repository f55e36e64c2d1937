/**
 * A ref for a sticky bar over the page (the header on top, the cookie banner at the bottom): the document's
 * scroll padding follows the bar's height, so whatever Tab, a skip link or a scroll-into-view brings into
 * view lands clear of the bar instead of under it (WCAG 2.4.11, focus not obscured).
 */
export function keepPageClearOf(edge: 'top' | 'bottom') {
  const property = edge === 'top' ? 'scrollPaddingTop' : 'scrollPaddingBottom';
  return (bar: HTMLElement | null) => {
    if (!bar) return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style[property] = `${bar.offsetHeight}px`;
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style[property] = '';
    };
  };
}
