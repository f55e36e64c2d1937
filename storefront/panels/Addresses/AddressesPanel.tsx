import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { EmptyState } from '@ui/EmptyState';
import { Link } from '@ui/Link';
import { Loaded } from '@ui/Loaded';
import { SlidePanel } from '@ui/SlidePanel';
import { Spinner } from '@ui/Spinner';
import { Section } from '@ui/Page';
import { Row, RowList } from '@ui/RowList';
import { Inline, Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { addressLabel, addressLine, addressReference } from '@storefront/domain/address';
import { isPrimary } from '@storefront/domain/shoppingAddress';
import type { Endereco } from '@storefront/domain/order';
import { addressesOf, askRemoval, cancelRemoval, editAddress, useAddressActions } from '@storefront/state/addresses';
import { PanelSignInRequired } from '@storefront/components/SignInRequired/SignInRequired';
import { useStores } from '@storefront/state/context';
import { usePanel } from '@storefront/state/usePanel';
import { closePanel, openPanel } from '@storefront/state/panels';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { addressesPanelMessages } from './messages';

const messages = addressesPanelMessages;



/** One address of the book, with its marks and what can be done with it. */
function AddressItem({ address, current, onUse, onEdit, onRemove }: { address: Endereco; current: boolean; onUse: () => void; onEdit: () => void; onRemove: () => void }) {
  const intl = useIntl();
  const nome = addressLabel(address);
  const reference = addressReference(address);
  return (
    <Row stacked data-current={current || undefined} aria-current={current ? 'true' : undefined}>
      <Inline gap={2}>
        <Text as="span" weight="medium">
          {nome}
        </Text>
        {isPrimary(address) ? <Badge tone="neutral">{intl.formatMessage(messages.primary)}</Badge> : null}
        {current ? <Badge tone="info">{intl.formatMessage(messages.shopping)}</Badge> : null}
      </Inline>
      <Text tone="muted">{addressLine(address, { withCep: true })}</Text>
      {reference ? <Text tone="muted">{intl.formatMessage(messages.reference, { ref: reference })}</Text> : null}
      <Inline gap={2} align="stretch">
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
      </Inline>
    </Row>
  );
}

/** The book's content for a signed-in client, asked afresh each time the panel opens. */
function AddressBook({ isOpen }: { isOpen: boolean }) {
  const paths = useSupplierPaths();
  const intl = useIntl();
  const stores = useStores();
  const { loadAddressBook, chooseShoppingAddress, confirmRemoval } = useAddressActions();
  const book = addressesOf(stores);
  const { billing, removal } = useSnapshot(book);
  const { addresses } = useSnapshot(stores.checkout);
  const removing = addresses.list.find((a) => a.idendereco === removal.idendereco);

  useEffect(() => {
    if (isOpen) void loadAddressBook();
  }, [isOpen, loadAddressBook]);

  const add = () => {
    editAddress(book, null);
    openPanel(stores.panels, 'newAddress');
  };
  const addButton = (
    <Button variant="primary" onPress={add}>
      {intl.formatMessage(messages.add)}
    </Button>
  );

  const content = () => {
    if (addresses.list.length === 0) {
      return (
        <EmptyState title={intl.formatMessage(messages.empty)} icon="info" headingLevel={3} action={addButton}>
          {intl.formatMessage(messages.emptyText)}
        </EmptyState>
      );
    }
    return (
      <>
        <RowList gap={3} aria-label={intl.formatMessage(messages.list)}>
          {addresses.list.map((a) => (
            <AddressItem
              key={a.idendereco}
              address={a}
              current={a.idendereco === addresses.selected}
              onUse={() => void chooseShoppingAddress(a.idendereco ?? '')}
              onEdit={() => {
                editAddress(book, a);
                openPanel(stores.panels, 'newAddress');
              }}
              onRemove={() => askRemoval(book, a.idendereco ?? '')}
            />
          ))}
        </RowList>
        <div>{addButton}</div>
      </>
    );
  };

  return (
    <Stack gap={5}>
      {/* A list in hand stays shown while it is asked afresh, and when that fails. */}
      <Loaded
        status={addresses.list.length > 0 ? 'loaded' : addresses.status}
        failure={intl.formatMessage(messages.failed)}
        onRetry={() => void loadAddressBook()}
        placeholder={<Spinner label={intl.formatMessage(messages.loading)} showLabel />}
      >
        {content}
      </Loaded>
      <Section title={intl.formatMessage(messages.billing)} titleId="endereco-faturamento" level={3}>
        {billing.status === 'loaded' ? (
          <Text tone="muted">{billing.endereco ? addressLine(billing.endereco, { withCep: true }) : intl.formatMessage(messages.billingNone)}</Text>
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
        onConfirm={() => void confirmRemoval()}
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
  const stores = useStores();
  const { usuario } = useSnapshot(stores.session);
  const panel = usePanel('addresses');
  const { isOpen } = panel;
  return (
    <SlidePanel title={intl.formatMessage(messages.title)} side="right" {...panel}>
      {usuario ? (
        <AddressBook isOpen={isOpen} />
      ) : (
        <PanelSignInRequired>{intl.formatMessage(messages.visitor)}</PanelSignInRequired>
      )}
    </SlidePanel>
  );
}
