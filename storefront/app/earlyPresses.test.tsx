import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HOLD_EARLY_PRESSES, pressHeldAgain } from './earlyPresses';

function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount((n) => n + 1)}>{`Pressed ${count}`}</button>;
}

/** The server's head script, its very text, run as a script (happy-dom does not run inline script elements). */
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const runHeadScript = new Function(HOLD_EARLY_PRESSES) as () => void;

/** Markup put on the page as the server's HTML would be. */
const serverMarkup = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.childNodes;

afterEach(() => {
  pressHeldAgain();
  document.body.replaceChildren();
});

describe('presses before React listens', () => {
  it('are made again once it does, once per button however often it was pressed', async () => {
    const container = document.createElement('div');
    container.replaceChildren(...serverMarkup(renderToString(<Counter />)));
    document.body.append(container);
    runHeadScript();
    const button = container.querySelector('button');
    button?.click();
    button?.click();
    expect(container.textContent).toBe('Pressed 0');

    await act(async () => {
      hydrateRoot(container, <Counter />);
      pressHeldAgain();
      await Promise.resolve();
    });
    expect(container.textContent).toBe('Pressed 1');
    // Held no more: a later press is React's alone.
    act(() => button?.click());
    expect(container.textContent).toBe('Pressed 2');
  });

  it("leave a form's button to the browser, and forget a button gone from the page", () => {
    document.body.replaceChildren(...serverMarkup('<form><button>Buscar</button></form><button type="button">Menu</button>'));
    let submits = 0;
    document.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      submits += 1;
    });
    runHeadScript();
    document.querySelector<HTMLButtonElement>('form button')?.click();
    const menu = document.querySelector<HTMLButtonElement>('button[type="button"]');
    let menuPresses = 0;
    menu?.addEventListener('click', () => (menuPresses += 1));
    menu?.click();
    menu?.remove();
    pressHeldAgain();
    expect(submits).toBe(1);
    expect(menuPresses).toBe(1);
  });

  it('are none where the page did not come from the server', () => {
    expect(() => pressHeldAgain()).not.toThrow();
  });
});
