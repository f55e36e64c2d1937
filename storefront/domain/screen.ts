/**
 * The screen a page request comes from, as well as a server can tell before any script runs. The server
 * lays its page out for it and the browser's hydration repeats that guess, so a laptop's first paint
 * already has its four-card shelves and open filters, and nothing moves when the scripts start.
 */
export type Device = 'mobile' | 'desktop';

/** The CSS widths a server page is laid out for: a common phone and a common laptop. */
export const GUESSED_SCREEN_WIDTH: Record<Device, number> = { mobile: 390, desktop: 1280 };

/** The `Sec-CH-UA-Mobile` client hint (Chromium sends it unasked), else the user agent's own word. */
export function deviceOf(headers: Headers): Device {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint) return hint.includes('1') ? 'mobile' : 'desktop';
  return /Mobi|Android|iPhone|iPad/i.test(headers.get('user-agent') ?? '') ? 'mobile' : 'desktop';
}
