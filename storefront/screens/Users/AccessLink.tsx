import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert, FailedAlert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { Skeleton } from '@ui/Skeleton';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { useAppServices } from '@storefront/state/context';
import { closeAccessLink, requestAccessLink, type LinkedUsersStore } from '@storefront/state/linkedUsers';

export const accessLinkMessages = defineMessages<{
  open: NoMessageValues;
  openName: { email: string };
  title: NoMessageValues;
  loading: NoMessageValues;
  text: { email: string };
  field: NoMessageValues;
  copy: NoMessageValues;
  copied: NoMessageValues;
  copyRefused: NoMessageValues;
  failed: NoMessageValues;
  retry: NoMessageValues;
}>({
  open: { id: 'users.accessLink', defaultMessage: 'Link de acesso', description: 'Button making an access link for a linked user (spec 7 gerar_token_jwt)' },
  openName: { id: 'users.accessLinkLabel', defaultMessage: 'Link de acesso de {email}', description: 'Accessible name of the button making one linked user access link' },
  title: { id: 'users.accessLinkTitle', defaultMessage: 'Link de acesso', description: 'Title of the dialog showing a linked user access link' },
  loading: { id: 'users.accessLinkLoading', defaultMessage: 'Gerando o link de acesso', description: 'The access link is being made' },
  text: {
    id: 'users.accessLinkText',
    defaultMessage: 'Envie este link para {email}. Quem abrir o link entra na loja como esse usuário, sem senha: não o compartilhe com mais ninguém.',
    description: 'What the access link does and who it is for',
  },
  field: { id: 'users.accessLinkField', defaultMessage: 'Link', description: 'Read-only field holding the access link' },
  copy: { id: 'users.accessLinkCopy', defaultMessage: 'Copiar link', description: 'Copies the access link to the clipboard' },
  copied: { id: 'users.accessLinkCopied', defaultMessage: 'Link copiado', description: 'The access link is on the clipboard' },
  copyRefused: {
    id: 'users.accessLinkCopyRefused',
    defaultMessage: 'Não foi possível copiar. Selecione o link acima e copie.',
    description: 'The browser refused the clipboard: copy by hand',
  },
  failed: { id: 'users.accessLinkFailed', defaultMessage: 'Não foi possível gerar o link de acesso. Tente novamente.', description: 'The access link could not be made' },
  retry: { id: 'users.accessLinkRetry', defaultMessage: 'Tentar novamente', description: 'Asks for the access link again' },
});

const messages = accessLinkMessages;
const Body = styled('div', { display: 'grid', gap: '$3', justifyItems: 'start', '& > div': { width: '100%' }, '& p': { margin: 0 } });

/**
 * spec 6 and 7 `gerar_token_jwt`: the access link of one linked user, made on request, for the main
 * client to copy and send. Closing the dialog forgets it.
 */
export function AccessLinkDialog({ store }: { store: LinkedUsersStore }) {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const users = useSnapshot(store);
  const link = users.accessLink;
  // The user asked about stays named while the dialog closes.
  const [shown, setShown] = useState(link);
  if (link !== null && link !== shown) setShown(link);
  const [copy, setCopy] = useState<'copied' | 'refused' | null>(null);
  const email = users.users.find((u) => u.id_usuario === shown?.idUsuario)?.email ?? '';

  const copyLink = (url: string) => {
    setCopy(null);
    // The clipboard may be missing (insecure page) or refuse: the link stays in its field to copy by hand.
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => setCopy('copied'),
        () => setCopy('refused'),
      );
  };

  return (
    <Dialog
      title={intl.formatMessage(messages.title)}
      isOpen={link !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopy(null);
        closeAccessLink(store);
      }}
    >
      <Body>
        {shown?.status === 'failed' ? (
          <FailedAlert
            retryLabel={intl.formatMessage(messages.retry)}
            onRetry={() => void requestAccessLink(store, stores, api, shown.idUsuario, window.location.origin)}
          >
            {intl.formatMessage(messages.failed)}
          </FailedAlert>
        ) : shown?.status === 'ready' && shown.url ? (
          <>
            <p>{intl.formatMessage(messages.text, { email })}</p>
            <TextField label={intl.formatMessage(messages.field)} name="link" value={shown.url} isReadOnly />
            <Button variant="secondary" onPress={() => copyLink(shown.url ?? '')}>
              {intl.formatMessage(messages.copy)}
            </Button>
            {copy === 'copied' ? (
              <Alert tone="success" live>
                {intl.formatMessage(messages.copied)}
              </Alert>
            ) : copy === 'refused' ? (
              <Alert tone="warning" live>
                {intl.formatMessage(messages.copyRefused)}
              </Alert>
            ) : null}
          </>
        ) : (
          <Skeleton lines={2} label={intl.formatMessage(messages.loading)} />
        )}
      </Body>
    </Dialog>
  );
}
