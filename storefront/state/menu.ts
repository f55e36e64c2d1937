import { SIDE_MENU_OPEN_DELAY_MS } from './constants';
import { openPanel, type PanelsStore } from './panels';

const pending = new WeakMap<PanelsStore, ReturnType<typeof setTimeout>>();

/**
 * spec 9 "Side menu open delay": the side menu opens 200 ms after the press. A panel opened in the
 * meantime wins (one panel at a time), and a second press does not open it twice.
 */
export function openSideMenu(panels: PanelsStore): void {
  if (pending.has(panels)) return;
  const before = panels.active;
  pending.set(
    panels,
    setTimeout(() => {
      pending.delete(panels);
      if (panels.active === before) openPanel(panels, 'menu');
    }, SIDE_MENU_OPEN_DELAY_MS),
  );
}
