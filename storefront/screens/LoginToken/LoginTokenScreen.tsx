import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useParams } from 'react-router';
import { ProgressBar } from 'react-aria-components';
import { styled } from '@themes/stitches.config';

const messages = defineMessages<{ title: NoMessageValues; progress: { email: string } }>({
  title: { id: 'loginToken.title', defaultMessage: 'Entrando na sua conta', description: 'Login-token landing heading (spec 2)' },
  progress: { id: 'loginToken.progress', defaultMessage: 'Validando o acesso de {email}…', description: 'Shown while the login token is checked' },
});

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
 * spec 2 `/{supplier}/login-token/{token}/{email}`: the cross-domain login landing. The token
 * exchange itself arrives with the accounts work (issue 8); the route, its params and its
 * progress state are here.
 */
export function LoginTokenScreen() {
  const intl = useIntl();
  const { email = '' } = useParams();
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
