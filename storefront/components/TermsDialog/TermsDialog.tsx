import { useEffect } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { Spinner } from '@ui/Spinner';
import { LazySafeHtml } from '@ui/LazySafeHtml';
import { styled } from '@themes/stitches.config';
import type { TermsStore } from '@storefront/state/profile';
import { useProfileActions } from '@storefront/state/profile';

/** The terms are server HTML: the sanitiser loads with the dialog, not with the page. */

export const termsMessages = defineMessages<{
  title: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  retry: NoMessageValues;
  version: { versao: string };
  accept: NoMessageValues;
  acceptFailed: NoMessageValues;
}>({
  title: { id: 'terms.title', defaultMessage: 'Termos de uso', description: 'Title of the terms-of-use modal (spec 2)' },
  loading: { id: 'terms.loading', defaultMessage: 'Carregando os termos de uso', description: 'The terms of use are being fetched' },
  failed: { id: 'terms.failed', defaultMessage: 'Não foi possível carregar os termos de uso.', description: 'The terms of use could not be fetched' },
  retry: { id: 'terms.retry', defaultMessage: 'Tentar novamente', description: 'Fetch the terms of use again' },
  version: { id: 'terms.version', defaultMessage: 'Versão {versao}', description: 'The version of the terms of use shown' },
  accept: { id: 'terms.accept', defaultMessage: 'Aceitar os termos', description: 'Button accepting the terms of use' },
  acceptFailed: {
    id: 'terms.acceptFailed',
    defaultMessage: 'Não foi possível registrar o aceite dos termos. Tente novamente.',
    description: 'Accepting the terms of use failed (spec 7 termos-uso)',
  },
});

const Version = styled('p', { margin: 0, color: '$textMuted', fontSize: '$sm' });
const Body = styled('div', { display: 'grid', gap: '$3' });

export interface TermsDialogProps {
  /** The terms, fetched (spec 7 `termouso`) when the dialog opens. */
  terms: TermsStore;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The accept button's action; left out where the terms are only read (already accepted). */
  onAccept?: () => void;
  /** The acceptance is being sent. */
  acceptPending?: boolean;
}

/** spec 2 "terms-of-use modal": the current terms, sanitised, with their version and, when asked, the acceptance. */
export function TermsDialog({ terms, isOpen, onOpenChange, onAccept, acceptPending = false }: TermsDialogProps) {
  const intl = useIntl();
  const { loadTerms } = useProfileActions();
  const snap = useSnapshot(terms);

  useEffect(() => {
    if (isOpen) void loadTerms(terms);
  }, [isOpen, terms, loadTerms]);

  const loading = snap.status === 'idle' || snap.status === 'loading';
  return (
    <Dialog
      title={intl.formatMessage(termsMessages.title)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={
        onAccept && snap.status === 'loaded'
          ? () => (
              <Button onPress={onAccept} isPending={acceptPending}>
                {intl.formatMessage(termsMessages.accept)}
              </Button>
            )
          : undefined
      }
    >
      {loading ? <Spinner label={intl.formatMessage(termsMessages.loading)} showLabel /> : null}
      {snap.status === 'failed' ? (
        <Alert
          tone="danger"
          live
          action={
            <Button variant="secondary" size="sm" onPress={() => void loadTerms(terms)}>
              {intl.formatMessage(termsMessages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(termsMessages.failed)}
        </Alert>
      ) : null}
      {snap.status === 'loaded' ? (
        <Body>
          {snap.versao ? <Version>{intl.formatMessage(termsMessages.version, { versao: snap.versao })}</Version> : null}
          <LazySafeHtml html={snap.html} fallback={<Spinner label={intl.formatMessage(termsMessages.loading)} />} />
          {snap.accept === 'failed' ? (
            <Alert tone="danger" live>
              {intl.formatMessage(termsMessages.acceptFailed)}
            </Alert>
          ) : null}
        </Body>
      ) : null}
    </Dialog>
  );
}
