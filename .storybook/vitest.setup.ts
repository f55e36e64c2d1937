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
beforeEach(async () => {
  await cdp().send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: -1, y: -1 });
});
