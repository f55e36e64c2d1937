import { css } from '@themes/stitches.config';

const hidden = css({ visuallyHidden: true });

/**
 * One assertive live region for the kit's buttons that turn pending and back while focused. It carries words, not
 * a pointer to the button (as react-aria's notes did), so a note outliving its button still makes sense.
 */
let region: HTMLElement | null = null;
let clear: ReturnType<typeof setTimeout> | undefined;

function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  region.dataset.kitAnnouncer = '';
  region.className = hidden();
  document.body.append(region);
  return region;
}

/** Says `text` once; it leaves after 7 s, so a later identical note is said again. */
export function announce(text: string): void {
  if (typeof document === 'undefined' || !text) return;
  const target = liveRegion();
  // Screen readers skip a region's first content when the region itself just arrived: the text comes a beat later.
  setTimeout(() => {
    target.textContent = text;
  }, 100);
  clearTimeout(clear);
  clear = setTimeout(() => {
    target.textContent = '';
  }, 7000);
}
