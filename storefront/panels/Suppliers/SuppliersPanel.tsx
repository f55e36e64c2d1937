import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Loaded } from '@ui/Loaded';
import { RadioGroup } from '@ui/RadioGroup';
import { SlidePanel } from '@ui/SlidePanel';
import { Spinner } from '@ui/Spinner';
import { TagGroup } from '@ui/TagGroup';
import { Section } from '@ui/Page';
import { Stack } from '@ui/Stack';
import { addressLabel, addressLine } from '@storefront/domain/address';
import { loginTokenUrl } from '@storefront/domain/loginToken';
import { PanelSignInRequired } from '@storefront/components/SignInRequired/SignInRequired';
import { useStores } from '@storefront/state/context';
import { usePanel } from '@storefront/state/usePanel';
import { closePanel } from '@storefront/state/panels';
import {
  autoChoiceTaken,
  chooseSegment,
  createSupplierLookupStore,
  segmentsOf,
  suppliersInSegment,
 useSupplierLookupActions } from '@storefront/state/supplierLookup';
import { useClientAddressActions } from '@storefront/state/useClientAddressActions';
import { LookupOutcome } from '@storefront/components/SupplierChoices/LookupOutcome';
import { SupplierChoices } from '@storefront/components/SupplierChoices/SupplierChoices';
import { supplierPaths } from '@storefront/paths';
import { suppliersPanelMessages } from './messages';

const messages = suppliersPanelMessages;


/**
 * Where switching to a supplier goes: its home here, or its own domain's login landing with the
 * session (spec 2 `/{supplier}/login-token/{token}/{email}`).
 */
const switchTarget = (f: { segment: string; dominio?: string }, usuario: { token?: string; email: string } | null) =>
  loginTokenUrl(f, usuario, window.location.origin);

/** The lookup, mounted while the panel is open: each open asks afresh. */
function SupplierChoice() {
  const intl = useIntl();
  const navigate = useNavigate();
  const stores = useStores();
  const { loadClientAddresses } = useClientAddressActions();
  const { lookupSuppliers } = useSupplierLookupActions();
  const [lookupStore] = useState(createSupplierLookupStore);
  const lookup = useSnapshot(lookupStore);
  const { addresses } = useSnapshot(stores.checkout);
  const { fornecedor } = useSnapshot(stores.supplier);
  const { usuario } = useSnapshot(stores.session);
  const idcliente = usuario?.idcliente;
  const wanted = lookup.idendereco ?? addresses.selected;

  useEffect(() => {
    if (idcliente) void loadClientAddresses();
  }, [idcliente, loadClientAddresses]);
  useEffect(() => {
    // The first lookup, once the addresses are in: for the address chosen at the checkout.
    if (lookupStore.status === 'idle' && addresses.status === 'loaded' && addresses.selected) {
      void lookupSuppliers(lookupStore, addresses.selected);
    }
  }, [addresses.selected, addresses.status, lookupStore, lookupSuppliers]);
  useEffect(() => {
    // spec 4: the only supplier serving the address becomes active at once.
    const segment = lookup.autoChoice;
    if (!segment) return;
    autoChoiceTaken(lookupStore);
    closePanel(stores.panels);
    const target = switchTarget(lookupStore.fornecedores.find((f) => f.segment === segment) ?? { segment }, stores.session.usuario);
    if (target.startsWith('/')) void navigate(target);
    else window.location.assign(target);
  }, [lookup.autoChoice, lookupStore, navigate, stores]);

  const choices = () => {
    if (addresses.list.length === 0) return <Alert tone="info">{intl.formatMessage(messages.noAddress)}</Alert>;

    const segmentos = segmentsOf(lookup.fornecedores);
    const shown = suppliersInSegment(lookup.fornecedores, lookup.segmento);
    const close = () => closePanel(stores.panels);
    return (
      <Stack gap={4}>
        <RadioGroup
          label={intl.formatMessage(messages.address)}
          appearance="cards"
          value={wanted}
          onChange={(idendereco) => void lookupSuppliers(lookupStore, idendereco)}
          options={addresses.list.map((a) => ({
            value: a.idendereco ?? '',
            label: addressLabel(a),
            description: addressLine(a),
          }))}
        />
        <LookupOutcome
          status={lookup.status === 'idle' ? 'loading' : lookup.status}
          onRetry={wanted ? () => void lookupSuppliers(lookupStore, wanted) : undefined}
        />
        {lookup.status === 'loaded' ? (
          <Section title={intl.formatMessage(messages.list)} titleId="fornecedores-do-endereco" level={3}>
            {lookup.fornecedores.length > 1 && segmentos.length > 1 ? (
              <TagGroup
                label={intl.formatMessage(messages.segment)}
                selectionMode="single"
                items={segmentos.map((s) => ({ id: s, label: s }))}
                selectedKeys={lookup.segmento === null ? [] : [lookup.segmento]}
                onSelectionChange={(keys) => chooseSegment(lookupStore, [...keys][0] ?? null)}
              />
            ) : null}
            <SupplierChoices
              fornecedores={shown}
              currentId={fornecedor?.idfornecedor}
              hrefOf={(f, current) => (current ? supplierPaths(f.segment).home : switchTarget(f, usuario))}
              onChoose={close}
            />
          </Section>
        ) : null}
      </Stack>
    );
  };

  return (
    <Loaded
      status={addresses.status}
      failure={intl.formatMessage(messages.addressesFailed)}
      onRetry={() => void loadClientAddresses()}
      placeholder={<Spinner label={intl.formatMessage(messages.loadingAddresses)} showLabel />}
    >
      {choices}
    </Loaded>
  );
}

/**
 * spec 2 "Panels" (suppliers) and spec 4 "Supplier lookup by address": the signed-in client picks one
 * of their addresses and sees the suppliers serving it, each a link to its home; a visitor is asked to log in.
 */
export function SuppliersPanel() {
  const intl = useIntl();
  const stores = useStores();
  const panel = usePanel('suppliers');
  const { usuario } = useSnapshot(stores.session);
  return (
    <SlidePanel title={intl.formatMessage(messages.title)} side="right" {...panel}>
      {usuario ? (
        <SupplierChoice />
      ) : (
        <PanelSignInRequired>{intl.formatMessage(messages.visitor)}</PanelSignInRequired>
      )}
    </SlidePanel>
  );
}
