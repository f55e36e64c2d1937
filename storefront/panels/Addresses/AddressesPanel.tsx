import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert, FailedAlert } from '@ui/Alert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { SlidePanel } from '@ui/SlidePanel';
import { Spinner } from '@ui/Spinner';
import { styled } from '@themes/stitches.config';
import { addressLabel, addressLine, addressReference } from '@storefront/domain/address';
import { isPrimary } from '@storefront/domain/shoppingAddress';
import type { Endereco } from '@storefront/domain/order';
import {
  addressesOf,
  askRemoval,
  cancelRemoval,
  chooseShoppingAddress,
  confirmRemoval,
  editAddress,
  loadAddressBook,
} from '@storefront/state/addresses';
import { PanelSignInRequired } from '@storefront/components/SignInRequired/SignInRequired';
import { useAppServices } from '@storefront/state/context';
import { usePanel } from '@storefront/state/usePanel';
import { closePanel, openPanel } from '@storefront/state/panels';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { addressesPanelMessages } from './messages';

const messages = addressesPanelMessages;

const Stack = styled('div', { display: 'grid', gap: '$5' });
const Section = styled('section', { display: 'grid', gap: '$3', '& h3': { margin: 0, fontSize: '$md' } });
const List = styled('ul', { display: 'grid', gap: '$3', margin: 0, padding: 0, listStyle: 'none' });
const Item = styled('li', {
  display: 'grid',
  gap: '$2',
  padding: '$3',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
  '&[data-current]': { borderColor: '$primaryBorder', backgroundColor: '$primarySubtle' },
});
const Name = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', fontWeight: '$medium', overflowWrap: 'anywhere' });
const Line = styled('p', { margin: 0, color: '$textMuted', overflowWrap: 'anywhere' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

/** One address of the book, with its marks and what can be done with it. */
function AddressItem({ address, current, onUse, onEdit, onRemove }: { address: Endereco; current: boolean; onUse: () => void; onEdit: () => void; onRemove: () => void }) {
  const intl = useIntl();
  const nome = addressLabel(address);
  const reference = addressReference(address);
  return (
    <Item data-current={current || undefined} aria-current={current ? 'true' : undefined}>
      <Name>
        <span>{nome}</span>
        {isPrimary(address) ? <Badge tone="neutral">{intl.formatMessage(messages.primary)}</Badge> : null}
        {current ? <Badge tone="info">{intl.formatMessage(messages.shopping)}</Badge> : null}
      </Name>
      <Line>{addressLine(address, { withCep: true })}</Line>
      {reference ? <Line>{intl.formatMessage(messages.reference, { ref: reference })}</Line> : null}
      <Actions>
        {current ? null : (
          <Button size="sm" variant="secondary" onPress={onUse}>
            {intl.formatMessage(messages.use, { nome })}
          </Button>
        )}
        <Button size="sm" variant="ghost" onPress={onEdit}>
          {intl.formatMessage(messages.edit, { nome })}
        </Button>
        <Button size="sm" variant="ghost" onPress={onRemove}>
          {intl.formatMessage(messages.remove, { nome })}
        </Button>
      </Actions>
    </Item>
  );
}

/** The book's content for a signed-in client, asked afresh each time the panel opens. */
function AddressBook({ isOpen }: { isOpen: boolean }) {
  const paths = useSupplierPaths();
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const book = addressesOf(stores);
  const { billing, removal } = useSnapshot(book);
  const { addresses } = useSnapshot(stores.checkout);
  const removing = addresses.list.find((a) => a.idendereco === removal.idendereco);

  useEffect(() => {
    if (isOpen) void loadAddressBook(stores, api);
  }, [api, isOpen, stores]);

  const add = () => {
    editAddress(book, null);
    openPanel(stores.panels, 'newAddress');
  };
  const addButton = (
    <Button variant="primary" onPress={add}>
      {intl.formatMessage(messages.add)}
    </Button>
  );

  let content;
  if (addresses.status === 'failed' && addresses.list.length === 0) {
    content = (
      <FailedAlert retryLabel={intl.formatMessage(messages.retry)} onRetry={() => void loadAddressBook(stores, api)}>
        {intl.formatMessage(messages.failed)}
      </FailedAlert>
    );
  } else if (addresses.status !== 'loaded' && addresses.list.length === 0) {
    content = <Spinner label={intl.formatMessage(messages.loading)} showLabel />;
  } else if (addresses.list.length === 0) {
    content = (
      <EmptyState title={intl.formatMessage(messages.empty)} icon="info" headingLevel={3} action={addButton}>
        {intl.formatMessage(messages.emptyText)}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <List aria-label={intl.formatMessage(messages.list)}>
          {addresses.list.map((a) => (
            <AddressItem
              key={a.idendereco}
              address={a}
              current={a.idendereco === addresses.selected}
              onUse={() => void chooseShoppingAddress(stores, api, a.idendereco ?? '')}
              onEdit={() => {
                editAddress(book, a);
                openPanel(stores.panels, 'newAddress');
              }}
              onRemove={() => askRemoval(book, a.idendereco ?? '')}
            />
          ))}
        </List>
        <div>{addButton}</div>
      </>
    );
  }

  return (
    <Stack>
      {content}
      <Section aria-labelledby="endereco-faturamento">
        <h3 id="endereco-faturamento">{intl.formatMessage(messages.billing)}</h3>
        {billing.status === 'loaded' ? (
          <Line>{billing.endereco ? addressLine(billing.endereco, { withCep: true }) : intl.formatMessage(messages.billingNone)}</Line>
        ) : billing.status === 'failed' ? (
          <Alert tone="warning">{intl.formatMessage(messages.billingFailed)}</Alert>
        ) : (
          <Spinner size="sm" label={intl.formatMessage(messages.billingLoading)} showLabel />
        )}
      </Section>
      <div>
        <Link href={paths.addresses()} onPress={() => closePanel(stores.panels)}>
          {intl.formatMessage(messages.search)}
        </Link>
      </div>
      <ConfirmDialog
        title={intl.formatMessage(messages.removeTitle)}
        isOpen={removing !== undefined}
        onOpenChange={(open) => {
          if (!open) cancelRemoval(book);
        }}
        cancelLabel={intl.formatMessage(messages.removeCancel)}
        confirmLabel={intl.formatMessage(messages.removeConfirm)}
        isPending={removal.status === 'pending'}
        onConfirm={() => void confirmRemoval(stores, api)}
      >
        {removal.status === 'failed' ? (
          <Alert tone="danger" live>
            {intl.formatMessage(messages.removeFailed)}
          </Alert>
        ) : null}
        <p>{intl.formatMessage(messages.removeText, { nome: removing ? addressLabel(removing) : '' })}</p>
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * spec 2 "Panels" (address), spec 7 "Addresses": the client's addresses, the primary and the shopping
 * one marked; choosing one is the checkout's choice; edit, delete (after confirming) and the billing address.
 */
export function AddressesPanel() {
  const intl = useIntl();
  const { stores } = useAppServices();
  const { usuario } = useSnapshot(stores.session);
  const panel = usePanel('addresses');
  const { isOpen } = panel;
  return (
    <SlidePanel
      title={intl.formatMessage(messages.title)}
      side="right"
      {...panel}
    >
      {usuario ? (
        <AddressBook isOpen={isOpen} />
      ) : (
        <PanelSignInRequired>{intl.formatMessage(messages.visitor)}</PanelSignInRequired>
      )}
    </SlidePanel>
  );
}
