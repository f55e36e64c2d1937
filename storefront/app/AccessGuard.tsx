import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Spinner } from '@ui/Spinner';
import { POST_LOGIN_ADDRESS_LOAD_DELAY_MS } from '@storefront/state/constants';
import { useAppServices } from '@storefront/state/context';
import { accessGate } from '@storefront/state/shoppingLocation';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

const messages = defineMessages<{ checking: NoMessageValues }>({
  checking: { id: 'addressSearch.checking', defaultMessage: 'Carregando seus endereços', description: "A gated supplier's page waits for the client's addresses" },
});

/** Pages a gate never holds: the address search itself, the cross-domain login, static pages. */
const EXEMPT = /^\/[^/]+\/(enderecos|login-token|pagina)(\/|$)/;

/**
 * The access gates of spec 5 around a supplier's pages: without an address or coordinates, a supplier
 * with has-delivery and requires-address-to-access sends the shopper to the address search first, and
 * one with requires-supplier-to-access until the supplier has been chosen (see `accessGate`). The
 * address search brings them back to the page asked for. A signed-in client's addresses load for the
 * check, 1000 ms after a login (spec 9 "Post-login address load delay").
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const paths = useSupplierPaths();
  const { stores, api } = useAppServices();
  const { fornecedor } = useSnapshot(stores.supplier);
  const { usuario } = useSnapshot(stores.session);
  const { addresses } = useSnapshot(stores.checkout);
  const { location } = useSnapshot(stores.location);
  const idcliente = usuario?.idcliente ?? null;
  const seenClient = useRef(idcliente);

  const gate =
    !fornecedor || EXEMPT.test(pathname)
      ? 'open'
      : accessGate({ tags: fornecedor.tag, idfornecedor: fornecedor.idfornecedor, signedIn: idcliente !== null, addresses, location });

  useEffect(() => {
    const justLoggedIn = seenClient.current === null && idcliente !== null;
    seenClient.current = idcliente;
    if (gate !== 'checking') return;
    // A chunk that does not arrive leaves the gate checking, as a failed lookup would; nothing escapes.
    const load = () =>
      void import('@storefront/state/clientAddresses')
        .then(({ loadClientAddresses }) => loadClientAddresses(stores, api))
        .catch(() => undefined);
    if (!justLoggedIn) {
      load();
      return;
    }
    const timer = setTimeout(load, POST_LOGIN_ADDRESS_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [api, gate, idcliente, stores]);

  // To the address search once the page runs: the server's page (which knows no location chosen in this
  // browser) shows the wait, as the browser does until it goes.
  useEffect(() => {
    if (gate !== 'chooseAddress' && gate !== 'chooseSupplier') return;
    const query = new URLSearchParams({ motivo: gate === 'chooseAddress' ? 'endereco' : 'fornecedor', voltar: `${pathname}${search}` });
    void navigate(paths.addresses(query), { replace: true });
  }, [gate, navigate, pathname, paths, search]);

  if (gate === 'open') return children;
  return <Spinner label={intl.formatMessage(messages.checking)} showLabel />;
}
