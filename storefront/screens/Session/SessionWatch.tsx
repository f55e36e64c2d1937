import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { styled } from '@themes/stitches.config';
import { API_KEY_LOGIN_DELAY_MS } from '@storefront/state/constants';
import { useStores } from '@storefront/state/context';
import { notify } from '@storefront/state/notices';
import { openPanel } from '@storefront/state/panels';
import { dismissExpiry, holdBackUnapproved, watchSessionVisibility, useSessionCheckActions } from '@storefront/state/sessionCheck';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { useSignInWithApiKey } from '@storefront/state/useSignInWithApiKey';
import { sessionMessages } from './messages';

const Notices = styled('div', { display: 'grid', gap: '$3', marginBottom: '$4', '&:empty': { display: 'none' } });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

/** spec 2: `api_key` and `id_erp_usuario` in the address start an API-key login. */
const API_KEY_PARAMS = ['api_key', 'id_erp_usuario'] as const;

/**
 * The session's watch on every supplier page: the API-key login of the address (spec 2, one second
 * after start, the key taken out of the address at once), the session check when the tab comes back
 * (spec 8), and its notice: 'Sessão expirada, efetue login novamente' with a way back in (the API-key
 * failure is a toast).
 */
export function SessionWatch() {
  const intl = useIntl();
  const { home } = useSupplierPaths();
  const navigate = useNavigate();
  const location = useLocation();
  const stores = useStores();
  const { checkSession } = useSessionCheckActions();
  const signInWithApiKey = useSignInWithApiKey();
  const { expired, expiredText, usuario } = useSnapshot(stores.session);
  const { fornecedor } = useSnapshot(stores.supplier);
  const tags = fornecedor?.tag;

  // spec 5: wherever a session arrives at a supplier that holds back unapproved clients, it ends there.
  useEffect(() => {
    if (tags && holdBackUnapproved(stores.session, tags)) notify(stores.notices, { kind: 'heldForReview' });
  }, [tags, usuario, stores]);
  // The address the page started with: later addresses are not a start (spec 9).
  const [start] = useState(() => ({ pathname: location.pathname, search: location.search, hash: location.hash }));

  useEffect(
    () =>
      watchSessionVisibility(document, () => {
        void checkSession().then((result) => {
          // spec 2: after an approval change the shopper goes to the supplier home.
          if (result === 'approvalChanged') void navigate(home);
        });
      }),
    [checkSession, navigate, home],
  );

  // spec 9: the API-key login runs once, one second after start, with the address the page started with.
  useEffect(() => {
    const params = new URLSearchParams(start.search);
    const apiKey = params.get(API_KEY_PARAMS[0]);
    const idErpUsuario = params.get(API_KEY_PARAMS[1]);
    if (!apiKey || !idErpUsuario) return undefined;
    // Out of the address (and its history entry) at once: the key must not stay visible.
    for (const name of API_KEY_PARAMS) params.delete(name);
    const query = params.toString();
    void navigate({ pathname: start.pathname, search: query ? `?${query}` : '', hash: start.hash }, { replace: true });
    const timer = setTimeout(() => {
      void signInWithApiKey({ apiKey, idErpUsuario })
        // A login code that does not arrive is a failed login too.
        .catch(() => ({ ok: false, serverText: undefined }) as const)
        .then((result) => {
          // spec 8: an error toast with the platform's message, else 'Erro ao obter cliente!'.
          if (!result.ok) notify(stores.notices, { kind: 'apiKeyLoginFailed', text: result.serverText });
        });
    }, API_KEY_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, signInWithApiKey, start, stores]);

  return (
    <Notices>
      {expired ? (
        <Alert
          tone="warning"
          live
          action={
            <Actions>
              <Button size="sm" onPress={() => openPanel(stores.panels, 'login')}>
                {intl.formatMessage(sessionMessages.login)}
              </Button>
              <Button size="sm" variant="ghost" onPress={() => dismissExpiry(stores.session)}>
                {intl.formatMessage(sessionMessages.dismiss)}
              </Button>
            </Actions>
          }
        >
          {expiredText ?? intl.formatMessage(sessionMessages.expired)}
        </Alert>
      ) : null}
    </Notices>
  );
}
