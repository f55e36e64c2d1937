import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useSnapshot } from 'valtio';
import { useAppServices } from '@storefront/state/context';
import type { PanelName } from '@storefront/state/panels';
import { useLoadWithCartLines } from './useLoadWithCartLines';

type PanelComponent = LazyExoticComponent<ComponentType>;

/** Fetched on the menu button's press, so the panel is ready when its 200 ms delay ends (spec 9). */
export const loadMenuPanel = () => import('@storefront/panels/Menu');

/** The cart panel, fetched once the cart has a line: the shopper can open it even if the network then drops (issue 10 faults). */
const loadCartPanel = () => import('@storefront/panels/Cart');

/**
 * Each panel is its own chunk, fetched on its first open: none of them weighs on the first page. Loaded
 * through its folder's index, as the routes load screens; the index re-exports the panel only, so a page
 * that shows a panel's small parts (the cart's alerts, a coupon's benefit) imports them from their own
 * files: through the index, the panel's module-level styles would ride in that page's bundle.
 */
const panelComponents: Partial<Record<PanelName, PanelComponent>> = {
  cart: lazy(async () => ({ default: (await loadCartPanel()).CartPanel })),
  login: lazy(async () => ({ default: (await import('@storefront/panels/Login')).LoginPanel })),
  coupons: lazy(async () => ({ default: (await import('@storefront/panels/Coupons')).CouponsPanel })),
  card: lazy(async () => ({ default: (await import('@storefront/panels/Card')).CardPanel })),
  pix: lazy(async () => ({ default: (await import('@storefront/panels/Pix')).PixPanel })),
  suppliers: lazy(async () => ({ default: (await import('@storefront/panels/Suppliers')).SuppliersPanel })),
  menu: lazy(async () => ({ default: (await loadMenuPanel()).MenuPanel })),
  accounts: lazy(async () => ({ default: (await import('@storefront/panels/Accounts')).AccountsPanel })),
  addresses: lazy(async () => ({ default: (await import('@storefront/panels/Addresses')).AddressesPanel })),
  newAddress: lazy(async () => ({ default: (await import('@storefront/panels/NewAddress')).NewAddressPanel })),
  updateRegistration: lazy(async () => ({ default: (await import('@storefront/panels/UpdateRegistration')).UpdateRegistrationPanel })),
  updateUser: lazy(async () => ({ default: (await import('@storefront/panels/UpdateUser')).UpdateUserPanel })),
};

/**
 * spec 2 "Panels": one active at a time. A panel stays mounted once opened, so it can slide out and
 * keep what was typed in it; the panels store says which one shows.
 */
export function PanelHost() {
  const { stores } = useAppServices();
  const { active } = useSnapshot(stores.panels);
  const [used, setUsed] = useState<readonly PanelName[]>([]);
  useLoadWithCartLines(loadCartPanel);
  if (active && !used.includes(active) && panelComponents[active]) setUsed([...used, active]);
  return (
    <>
      {used.map((name) => {
        const Panel = panelComponents[name];
        return Panel ? (
          <Suspense key={name} fallback={null}>
            <Panel />
          </Suspense>
        ) : null;
      })}
    </>
  );
}
