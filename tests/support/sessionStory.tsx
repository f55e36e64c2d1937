import { useEffect, useMemo, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clientFixtures } from '@mocks/db/platform';
import { createRoutes } from '@storefront/app/routes';
import { useAppServices } from '@storefront/state/context';
import { createAccountsStore, switchAccount } from '@storefront/state/linkedUsers';
import { loadSupplier } from '@storefront/state/supplier';
import { storyConfig } from '../../.storybook/decorators';

/** The demo representative of the mock platform (rep@exemplo.com.br). */
const demoRepresentative = (() => {
  const found = clientFixtures.find((c) => c.usuario.representante)?.usuario;
  if (!found) throw new Error('the mock platform has no representative');
  return found;
})();

/**
 * The real app at `route` for a representative session, for stories with `parameters.bare` (the
 * decorator signs in clients only): the session as the representative login leaves it, their user
 * aside with their token and no client chosen yet. Stories choose a client through the screen.
 */
export function RepresentativeApp({ route }: { route: string }) {
  const services = useAppServices();
  const router = useMemo(() => {
    Object.assign(services.stores.session, {
      status: 'authenticated',
      usuario: null,
      representative: { ...demoRepresentative, token: `token-${demoRepresentative.idcliente}` },
    });
    return createMemoryRouter(createRoutes({ services, config: storyConfig, leaveForProviderSite: false }), { initialEntries: [route] });
  }, [route, services]);
  return <RouterProvider router={router} />;
}

/**
 * The real app at `route` for a demo client (`email`) who has switched to another of their linked
 * accounts first, through the real action (stories with `parameters.bare`). Renders once switched.
 */
export function LinkedAccountApp({ route, email, account }: { route: string; email: string; account: string }) {
  const services = useAppServices();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const client = clientFixtures.find((c) => c.usuario.email === email)?.usuario;
    if (!client) throw new Error(`no client ${email}`);
    Object.assign(services.stores.session, { status: 'authenticated', usuario: { ...client, token: `token-${client.idcliente}` } });
    void (async () => {
      await loadSupplier(services.stores.supplier, services.api, { segment: route.split('/')[1] ?? '' });
      if (!(await switchAccount(createAccountsStore(), services.stores, services.api, account))) throw new Error(`no switch to ${account}`);
      setReady(true);
    })();
  }, [account, email, route, services]);
  const router = useMemo(() => createMemoryRouter(createRoutes({ services, config: storyConfig, leaveForProviderSite: false }), { initialEntries: [route] }), [route, services]);
  return ready ? <RouterProvider router={router} /> : null;
}
