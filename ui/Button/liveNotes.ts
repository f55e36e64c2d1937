/*
 * react-aria announces a focused pending button with a live note that points at it (`aria-labelledby`) and stays 7 s.
 * The page's first note is added 100 ms late, so a quick sign-in can close its panel before its note arrives. A note
 * whose button has left the page names nothing (axe role-img-alt): such notes leave too, whenever they come.
 */

const ANNOUNCER = '[data-live-announcer]';

function namesNothing(note: Element): boolean {
  const ids = (note.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
  return !ids.some((id) => document.getElementById(id));
}

/** Removes the live notes that point at no element of the page. */
export function dropOrphanNotes(): void {
  document.querySelector(ANNOUNCER)?.querySelectorAll('[aria-labelledby]').forEach((note) => {
    if (namesNothing(note)) note.remove();
  });
}

let watching = false;

/**
 * Drops the notes that arrive after their button left. Idempotent: the body is watched without its subtree until
 * the announcer adds itself there (once), then the announcer alone is watched.
 */
export function watchLiveNotes(): void {
  if (watching || typeof MutationObserver === 'undefined') return;
  watching = true;
  const notes = new MutationObserver(dropOrphanNotes);
  const observeAnnouncer = (): boolean => {
    const announcer = document.querySelector(ANNOUNCER);
    if (announcer) notes.observe(announcer, { childList: true, subtree: true });
    return announcer !== null;
  };
  if (observeAnnouncer()) return;
  const arrival = new MutationObserver(() => {
    if (observeAnnouncer()) arrival.disconnect();
  });
  arrival.observe(document.body, { childList: true });
}
