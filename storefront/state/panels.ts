import { proxy } from 'valtio';

/** spec 2 "Panels": one active at a time; each has its side (cart and account from the right). */
export type PanelName = 'cart' | 'login' | 'coupons' | 'card' | 'pix' | 'suppliers' | 'menu' | 'addresses' | 'newAddress' | 'updateRegistration' | 'updateUser' | 'accounts';

export function createPanelsStore() {
  return proxy<{ active: PanelName | null }>({ active: null });
}

export type PanelsStore = ReturnType<typeof createPanelsStore>;

/** Opening a panel closes the one that was open. */
export function openPanel(panels: PanelsStore, name: PanelName): void {
  panels.active = name;
}

export function closePanel(panels: PanelsStore): void {
  panels.active = null;
}
