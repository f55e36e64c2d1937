import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Spinner } from '@ui/Spinner';
import type { SupplierLookupStatus } from '@storefront/state/supplierLookup';

const messages = defineMessages<Record<'loading' | 'unserved' | 'none' | 'failed' | 'retry', NoMessageValues>>({
  loading: { id: 'supplierLookup.loading', defaultMessage: 'Consultando fornecedores', description: 'The suppliers serving an address are being looked up' },
  unserved: {
    id: 'supplierLookup.unserved',
    defaultMessage: 'Infelizmente ainda não atendemos o seu endereço',
    description: 'spec 5 and 8, verbatim: the address search did not answer status 200',
  },
  none: {
    id: 'supplierLookup.none',
    defaultMessage: 'Não foi possivel encontrar fornecedores para este endereço',
    description: 'spec 8, verbatim (spelling included): the address search answered 200 with no supplier',
  },
  failed: { id: 'supplierLookup.failed', defaultMessage: 'Falha ao consultar outros fornecedores', description: 'spec 8, verbatim: the supplier lookup by address failed' },
  retry: { id: 'supplierLookup.retry', defaultMessage: 'Tentar novamente', description: 'Repeats the supplier lookup after a failure' },
});

/**
 * Where a supplier lookup by address stands (spec 4, spec 8's messages), short of its list: asking,
 * nobody serves the address, or it failed, with a retry when the caller can ask again.
 */
export function LookupOutcome({ status, onRetry }: { status: SupplierLookupStatus; onRetry?: () => void }) {
  const intl = useIntl();
  if (status === 'loading') return <Spinner label={intl.formatMessage(messages.loading)} showLabel />;
  if (status === 'unserved' || status === 'none') {
    return (
      <Alert tone="warning" live>
        {intl.formatMessage(status === 'none' ? messages.none : messages.unserved)}
      </Alert>
    );
  }
  if (status !== 'failed') return null;
  return (
    <Alert
      tone="danger"
      live
      action={
        onRetry ? (
          <Button size="sm" variant="secondary" onPress={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        ) : undefined
      }
    >
      {intl.formatMessage(messages.failed)}
    </Alert>
  );
}
