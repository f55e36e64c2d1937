import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { SlidePanel } from '@ui/SlidePanel';
import { Spinner } from '@ui/Spinner';
import { Row, RowList } from '@ui/RowList';
import { Inline, Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { useStores } from '@storefront/state/context';
import { usePanel } from '@storefront/state/usePanel';
import { linkedAccountsOf, sortAccounts } from '@storefront/domain/linkedAccounts';
import { createAccountsStore, useLinkedUserActions } from '@storefront/state/linkedUsers';
import { closePanel } from '@storefront/state/panels';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { accountsPanelMessages } from './messages';

const messages = accountsPanelMessages;

/** The accounts and the switch, mounted while the panel is open: each open asks the platform afresh. */
function AccountChoice() {
  // Where the shopper lands after switching.
  const { home } = useSupplierPaths();
  const intl = useIntl();
  const navigate = useNavigate();
  const stores = useStores();
  const { loadLinkedAccounts, switchAccount } = useLinkedUserActions();
  const [store] = useState(createAccountsStore);
  const accounts = useSnapshot(store);
  const session = useSnapshot(stores.session);
  const list = sortAccounts(linkedAccountsOf(session));
  const current = session.usuario?.idcliente;

  useEffect(() => {
    void loadLinkedAccounts(store);
  }, [loadLinkedAccounts, store]);

  const use = (idcliente: string) => {
    void switchAccount(store, idcliente).then((switched) => {
      if (!switched) return;
      closePanel(stores.panels);
      // The page showed the other account's data: start again at the supplier home.
      void navigate(home);
    });
  };
  const failed = accounts.switching?.failed ? list.find((a) => a.id_usuario === accounts.switching?.idcliente) : undefined;

  if (list.length === 0) return <Text tone="muted">{intl.formatMessage(messages.none)}</Text>;
  return (
    <Stack gap={4}>
      <Text>{intl.formatMessage(messages.intro)}</Text>
      {failed ? (
        <Alert tone="danger" live>
          {intl.formatMessage(messages.switchFailed, { nome: failed.nome })}
        </Alert>
      ) : null}
      <RowList gap={3} aria-label={intl.formatMessage(messages.title)}>
        {list.map((account) => {
          const isCurrent = account.id_usuario === current;
          const pending = session.switching && accounts.switching?.idcliente === account.id_usuario;
          return (
            <Row stacked key={account.id_usuario} data-current={isCurrent || undefined}>
              <Inline as="p" gap={2}>
                <Text as="span" weight="medium">
                  {account.nome}
                </Text>
                {account.principal ? <Badge tone="info">{intl.formatMessage(messages.principal)}</Badge> : null}
                {isCurrent ? <Badge tone="success">{intl.formatMessage(messages.current)}</Badge> : null}
              </Inline>
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
            </Row>
          );
        })}
      </RowList>
      {/* Under the list: the refresh ending must not move a button under a press already begun (it was lost). */}
      {accounts.status === 'loading' ? <Spinner size="sm" label={intl.formatMessage(messages.refreshing)} showLabel /> : null}
      {accounts.status === 'failed' ? <Alert tone="warning">{intl.formatMessage(messages.refreshFailed)}</Alert> : null}
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
    <SlidePanel title={intl.formatMessage(messages.title)} side="right" {...panel}>
      {isOpen ? <AccountChoice /> : null}
    </SlidePanel>
  );
}
