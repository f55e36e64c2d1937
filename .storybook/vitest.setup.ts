import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { beforeEach } from 'vitest';
import { cdp } from 'vitest/browser';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// A screen story renders the app and answers from the mock platform: with two shards on two cores a page
// may take longer than testing-library's 1 s to appear (the product and age-check stories failed that way
// in a loaded run, and passed alone). Waiting is for what must appear; a missing element still fails.
configure({ asyncUtilTimeout: 5000 });

// The headless shell starts its pointer at the page's top left, where a fullscreen story draws: a trusted
// mouseover from it paused the Auto Play carousel as if hovered. Each story starts with the pointer off the
// page, as a shopper's is until she moves it.
//
// The story files share one page, so a story that scrolled (the catalogue's) left the tab scrolled, and the
// router's saved scroll positions behind (kept in memory, keyed by the first entry's key, "default" in
// every story): the next story was scrolled there after it had opened a list, and react-aria closes a
// combobox's list when the page under it scrolls (HeaderSearch TypedBeforeSuggestionsArrive failed so, one
// run in two, after the catalogue's stories). Each story starts as a new tab does: at the top, with no
// position saved. ScrollRestoration takes its positions from sessionStorage as it mounts, when there are some.
beforeEach(async () => {
  await cdp().send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: -1, y: -1 });
  sessionStorage.clear();
  sessionStorage.setItem('react-router-scroll-positions', '{}');
  window.scrollTo(0, 0);
});
