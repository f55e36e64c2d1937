import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Switch } from '@ui/Switch';
import { styled } from '@themes/stitches.config';
import { useAppServices } from '@storefront/state/context';
import type { ProductContext, ProductStore } from '@storefront/state/product';
import { setAvailabilityAlert } from '@storefront/state/productPage';

const messages = defineMessages<{
  notify: NoMessageValues;
  notifyOff: NoMessageValues;
  notifyOn: NoMessageValues;
  notifyVisitor: NoMessageValues;
  notifyLoginAsked: NoMessageValues;
  notifyFailed: NoMessageValues;
}>({
  notify: { id: 'product.notify', defaultMessage: 'Avise-me quando chegar', description: 'Switch: be told when an unavailable product is back (availability alert)' },
  notifyOff: {
    id: 'product.notify.off',
    defaultMessage: 'Ative para receber um aviso quando o produto voltar ao estoque.',
    description: 'Description of the availability alert switch while it is off',
  },
  notifyOn: {
    id: 'product.notify.on',
    defaultMessage: 'Pronto! Vamos avisar você quando o produto voltar ao estoque.',
    description: 'Description of the availability alert switch while it is on',
  },
  notifyVisitor: {
    id: 'product.notify.visitor',
    defaultMessage: 'Entre na sua conta para ser avisado quando o produto voltar ao estoque.',
    description: 'Description of the availability alert switch for a visitor (who must log in first)',
  },
  notifyLoginAsked: {
    id: 'product.notify.loginAsked',
    defaultMessage: 'Faça login para ativar o aviso de disponibilidade.',
    description: 'Said when a visitor turns the availability alert on: the login panel opens',
  },
  notifyFailed: {
    id: 'product.notify.failed',
    defaultMessage: 'Não foi possível atualizar o aviso de disponibilidade.',
    description: 'The availability alert call failed',
  },
});

const Note = styled('p', { margin: 0, fontSize: '$sm', color: '$textMuted' });

/**
 * spec 7 "Avise-me": the switch of an unavailable product's availability alert, what it does now, and why
 * a change failed. A chunk of its own: only an unavailable product's page runs it.
 */
export function AvailabilityAlert({ store, context }: { store: ProductStore; context: ProductContext }) {
  const intl = useIntl();
  const { stores } = useAppServices();
  const { alert } = useSnapshot(store);
  const { usuario } = useSnapshot(stores.session);
  let note = intl.formatMessage(alert.on ? messages.notifyOn : messages.notifyOff);
  if (!usuario) note = intl.formatMessage(alert.loginAsked ? messages.notifyLoginAsked : messages.notifyVisitor);
  return (
    <>
      <Switch isSelected={alert.on} isDisabled={alert.pending} onChange={(on) => void setAvailabilityAlert(store, context, on)}>
        {intl.formatMessage(messages.notify)}
      </Switch>
      <Note role="status">{note}</Note>
      {alert.error !== null ? (
        <Alert tone="danger" live title={intl.formatMessage(messages.notifyFailed)}>
          {alert.error}
        </Alert>
      ) : null}
    </>
  );
}
