import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { FailedAlert } from '@ui/FailedAlert';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { Skeleton } from '@ui/Skeleton';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { closeAccessLink, type LinkedUsersStore } from '@storefront/state/linkedUsers';
import { useLinkedUserActions } from '@storefront/state/linkedUsers';
import { accessLinkMessages } from './messages';

const messages = accessLinkMessages;
const Body = styled('div', { display: 'grid', gap: '$3', justifyItems: 'start', '& > div': { width: '100%' }, '& p': { margin: 0 } });

/**
 * spec 6 and 7 `gerar_token_jwt`: the access link of one linked user, made on request, for the main
 * client to copy and send. Closing the dialog forgets it.
 */
export function AccessLinkDialog({ store }: { store: LinkedUsersStore }) {
  const intl = useIntl();
  const { requestAccessLink } = useLinkedUserActions();
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
          <FailedAlert onRetry={() => void requestAccessLink(store, shown.idUsuario, window.location.origin)}>
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
