declare global {
  interface Window {
    /** Filled by the page's first script: the buttons pressed before React listened. */
    __heldPresses?: { buttons: HTMLButtonElement[]; stop: () => void };
  }
}

/**
 * The page's first script, inline in the server's head (the CSP allows it by its hash). Until React
 * listens, a press on one of the server page's buttons would do nothing: the code is still on its way.
 * It is held, once per button, and pressed again by `pressHeldAgain`. A form's submit and links need no
 * help: the browser does their job. Plain ES5: it runs before anything else, on any browser.
 */
export const HOLD_EARLY_PRESSES =
  '(function(){var held=[];function hold(e){var b=e.target instanceof Element?e.target.closest("button"):null;' +
  'if(b&&b.type==="button"&&!b.disabled&&held.indexOf(b)<0)held.push(b)}' +
  'document.addEventListener("click",hold,true);' +
  'window.__heldPresses={buttons:held,stop:function(){document.removeEventListener("click",hold,true)}}})();';

/**
 * Called once React listens (hydrateRoot): the held presses are made again, in order. React hydrates what
 * was pressed first, then handles the press; a button gone from the page meanwhile is forgotten.
 */
export function pressHeldAgain(): void {
  const held = window.__heldPresses;
  if (!held) return;
  delete window.__heldPresses;
  held.stop();
  for (const button of held.buttons) if (button.isConnected) button.click();
}
