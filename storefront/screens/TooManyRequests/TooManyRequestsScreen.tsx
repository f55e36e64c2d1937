import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Link } from '@ui/Link';
import { styled } from '@themes/stitches.config';

const messages = defineMessages({
  title: { id: 'tooManyRequests.title', defaultMessage: 'Muitas tentativas em pouco tempo', description: 'HTTP 429 page heading (spec 2)' },
  text: {
    id: 'tooManyRequests.text',
    defaultMessage: 'Recebemos muitas solicitações seguidas. Aguarde alguns instantes e tente novamente; seu carrinho continua salvo.',
    description: 'HTTP 429 page explanation',
  },
  retry: { id: 'tooManyRequests.retry', defaultMessage: 'Voltar para a loja', description: 'Link back to the supplier home' },
});

const Panel = styled('section', {
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
  maxWidth: '$prose',
  marginInline: 'auto',
  padding: '$7 $4',
  '& h1': { margin: 0 },
  '& p': { margin: 0 },
});

/** spec 2 `/{supplier}/erro/too-many-request`, where every HTTP 429 answer leads. */
export function TooManyRequestsScreen() {
  const intl = useIntl();
  const { fornecedor = '' } = useParams();
  return (
    <main>
      <Panel aria-labelledby="muitas-requisicoes">
        <h1 id="muitas-requisicoes">{intl.formatMessage(messages.title)}</h1>
        <p>{intl.formatMessage(messages.text)}</p>
        <Link appearance="button" href={`/${fornecedor}`}>
          {intl.formatMessage(messages.retry)}
        </Link>
      </Panel>
    </main>
  );
}

export { TooManyRequestsScreen as Component };
