import { useIntl } from 'react-intl';
import type { Snapshot } from 'valtio';
import { Spinner } from '@ui/Spinner';
import { styled } from '@themes/stitches.config';
import type { RegistrationState } from '@storefront/state/profile';
import { registerScreenMessages as messages } from './messages';

/** One line kept free under the document field, so the form does not jump when the answer comes. */
const Note = styled('div', { minHeight: '1lh', color: '$textMuted', fontSize: '$sm' });

/** The tax registry's answer on a CNPJ (spec 7 `dados-receita`): on its way, the company found, or no answer. */
export function RegistryNote({ registry }: { registry: Snapshot<RegistrationState>['registry'] }) {
  const intl = useIntl();
  return (
    <Note role="status">
      {registry.status === 'loading' ? <Spinner size="sm" label={intl.formatMessage(messages.registryLoading)} showLabel /> : null}
      {registry.status === 'found' ? intl.formatMessage(messages.registryFound, { nome: registry.nome, situacao: registry.situacao }) : null}
      {registry.status === 'failed' ? intl.formatMessage(messages.registryFailed) : null}
    </Note>
  );
}
