/**
 * The browser's storages, or none: outside a browser (the server, tests), or where reading one throws
 * (storage blocked by the browser's settings). Apart from what is stored, so a page that only needs to
 * reach one (the checkout) carries nothing more.
 */
function reach(read: () => Storage | undefined): Storage | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** localStorage: what outlives the tab (the cart, the order on its way). */
export const browserStorage = (): Storage | undefined => reach(() => (typeof localStorage === 'undefined' ? undefined : localStorage));

/** sessionStorage: what lasts as long as the tab. */
export const tabStorage = (): Storage | undefined => reach(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
