import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { SlidePanel } from '@ui/SlidePanel';
import { Spinner } from '@ui/Spinner';
import { styled } from '@themes/stitches.config';
import { useAppServices } from '@storefront/state/context';
import { usePanel } from '@storefront/state/usePanel';
import { linkedAccountsOf, sortAccounts } from '@storefront/domain/linkedAccounts';
import { createAccountsStore, loadLinkedAccounts, switchAccount } from '@storefront/state/linkedUsers';
import { closePanel } from '@storefront/state/panels';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { accountsPanelMessages } from './messages';

const messages = accountsPanelMessages;

const Stack = styled('div', { display: 'grid', gap: '$4', '& p': { margin: 0 } });
const List = styled('ul', { display: 'grid', gap: '$3', margin: 0, padding: 0, listStyle: 'none' });
const Item = styled('li', {
  display: 'grid',
  gap: '$2',
  padding: '$3',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
  '&[data-current]': { borderColor: '$primaryBorder', backgroundColor: '$primarySubtle' },
});
const Name = styled('p', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', fontWeight: '$medium', overflowWrap: 'anywhere' });
const Muted = styled('p', { color: '$textMuted' });

/** The accounts and the switch, mounted while the panel is open: each open asks the platform afresh. */
function AccountChoice() {
  // Where the shopper lands after switching.
  const { home } = useSupplierPaths();
  const intl = useIntl();
  const navigate = useNavigate();
  const { stores, api } = useAppServices();
  const [store] = useState(createAccountsStore);
  const accounts = useSnapshot(store);
  const session = useSnapshot(stores.session);
  const list = sortAccounts(linkedAccountsOf(session));
  const current = session.usuario?.idcliente;

  useEffect(() => {
    void loadLinkedAccounts(store, stores, api);
  }, [api, store, stores]);

  const use = (idcliente: string) => {
    void switchAccount(store, stores, api, idcliente).then((switched) => {
      if (!switched) return;
      closePanel(stores.panels);
      // The page showed the other account's data: start again at the supplier home.
      void navigate(home);
    });
  };
  const failed = accounts.switching?.failed ? list.find((a) => a.id_usuario === accounts.switching?.idcliente) : undefined;

  if (list.length === 0) return <Muted>{intl.formatMessage(messages.none)}</Muted>;
  return (
    <Stack>
      <p>{intl.formatMessage(messages.intro)}</p>
      {accounts.status === 'loading' ? <Spinner size="sm" label={intl.formatMessage(messages.refreshing)} showLabel /> : null}
      {accounts.status === 'failed' ? <Alert tone="warning">{intl.formatMessage(messages.refreshFailed)}</Alert> : null}
      {failed ? (
        <Alert tone="danger" live>
          {intl.formatMessage(messages.switchFailed, { nome: failed.nome })}
        </Alert>
      ) : null}
      <List aria-label={intl.formatMessage(messages.title)}>
        {list.map((account) => {
          const isCurrent = account.id_usuario === current;
          const pending = session.switching && accounts.switching?.idcliente === account.id_usuario;
          return (
            <Item key={account.id_usuario} data-current={isCurrent || undefined}>
              <Name>
                {account.nome}
                {account.principal ? <Badge tone="info">{intl.formatMessage(messages.principal)}</Badge> : null}
                {isCurrent ? <Badge tone="success">{intl.formatMessage(messages.current)}</Badge> : null}
              </Name>
              {isCurrent ? null : (
                <div>
                  <Button
                    size="sm"
                    variant="secondary"
                    isPending={pending}
                    isDisabled={session.switching && !pending}
                    aria-label={intl.formatMessage(messages.useName, { nome: account.nome })}
                    onPress={() => use(account.id_usuario)}
                  >
                    {intl.formatMessage(messages.use)}
                  </Button>
                </div>
              )}
            </Item>
          );
        })}
      </List>
    </Stack>
  );
}

/**
 * spec 6: a login linked to several client accounts switches between them, the principal flagged.
 * Opened from the side menu and the account area ("Trocar de conta").
 */
export function AccountsPanel() {
  const intl = useIntl();
  const panel = usePanel('accounts');
  const { isOpen } = panel;
  return (
    <SlidePanel
      title={intl.formatMessage(messages.title)}
      side="right"
      {...panel}
    >
      {isOpen ? <AccountChoice /> : null}
    </SlidePanel>
  );
}
