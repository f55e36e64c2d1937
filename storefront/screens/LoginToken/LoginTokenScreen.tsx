import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { ProgressBar } from '@ui/ProgressBar';
import { styled } from '@themes/stitches.config';
import { safeReturnTo } from '@storefront/domain/returnTo';
import { useStores } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { useAccountActions } from '@storefront/state/account';
import { loginTokenScreenMessages as messages } from './messages';

const Panel = styled('section', { display: 'grid', gap: '$3', '& h1': { margin: 0 }, '& p': { margin: 0 } });

const Bar = styled('div', {
  height: '$progressTrack',
  width: '100%',
  maxWidth: '24rem',
  borderRadius: '$pill',
  backgroundColor: '$borderSubtle',
  overflow: 'hidden',
  '&::after': { content: '""', display: 'block', width: '40%', height: '100%', backgroundColor: '$primary' },
});

/**
 * spec 2 `/{supplier}/login-token/{token}/{email}`: the cross-domain login landing. The token is
 * exchanged for the session (the cart joins it, as at login), then the shopper goes to `?voltar=`
 * (same origin only) or the supplier home. A refusal or a failure says so and offers the normal login.
 */
export function LoginTokenScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { token = '', email = '' } = useParams();
  const paths = useSupplierPaths();
  const stores = useStores();
  const { signInWithToken } = useAccountActions();
  const [failure, setFailure] = useState<'refused' | 'unavailable' | null>(null);
  // One exchange per token, even where effects run twice (development's strict mode).
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    const link = `${token}/${email}`;
    if (exchanged.current === link) return;
    exchanged.current = link;
    void signInWithToken({ token, email }).then((result) => {
      if (result !== 'ok') {
        setFailure(result);
        return;
      }
      const back = safeReturnTo(new URLSearchParams(search).get('voltar'), window.location.origin);
      // Replace: the token must not stay in the history.
      void navigate(back ?? paths.home, { replace: true });
    });
  }, [email, navigate, paths, search, signInWithToken, token]);

  if (failure) {
    return (
      <Panel aria-labelledby="login-token">
        <h1 id="login-token">{intl.formatMessage(messages.failedTitle)}</h1>
        <Alert
          tone="danger"
          live
          action={
            <Button size="sm" onPress={() => openPanel(stores.panels, 'login')}>
              {intl.formatMessage(messages.login)}
            </Button>
          }
        >
          {intl.formatMessage(failure === 'refused' ? messages.refused : messages.unavailable)}
        </Alert>
      </Panel>
    );
  }

  const label = intl.formatMessage(messages.progress, { email });
  return (
    <Panel aria-labelledby="login-token">
      <h1 id="login-token">{intl.formatMessage(messages.title)}</h1>
      <ProgressBar isIndeterminate aria-label={label}>
        <p>{label}</p>
        <Bar />
      </ProgressBar>
    </Panel>
  );
}

export { LoginTokenScreen as Component };
