import { describe, expect, it } from 'vitest';
import { firstInteraction } from './onDemand';

describe('firstInteraction in a page', () => {
  it('counts a press made before anything asked for it (the add that brought the cart its first line)', async () => {
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    let done = false;
    void firstInteraction().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
