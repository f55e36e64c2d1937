import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { SlidePanel } from '@ui/SlidePanel';
import { Spinner } from '@ui/Spinner';
import { TextField, type TextFieldProps } from '@ui/TextField';
import { Text } from '@ui/Text';
import { Stack } from '@ui/Stack';
import { styled } from '@themes/stitches.config';
import {
  ADDRESS_FIELDS,
  REQUIRED_ADDRESS_FIELDS,
  addressReference,
  cepDigits,
  hasCoordinates,
  maskCep,
  validateAddress,
  type AddressForm,
} from '@storefront/domain/address';
import { useCheckedForm } from '@storefront/components/form/useCheckedForm';
import { addressesOf, type AddressFailure } from '@storefront/state/addresses';
import { PanelSignInRequired } from '@storefront/components/SignInRequired/SignInRequired';
import { useStores } from '@storefront/state/context';
import { useAddressActions } from '@storefront/state/addresses';
import { usePanel } from '@storefront/state/usePanel';
import { openPanel } from '@storefront/state/panels';
import { newAddressPanelMessages } from './messages';

const messages = newAddressPanelMessages;

const Row = styled('div', { display: 'grid', gap: '$4', gridTemplateColumns: '1fr 1fr' });

function useFailureText(failure: AddressFailure | null): string | null {
  const intl = useIntl();
  if (!failure) return null;
  switch (failure.kind) {
    case 'outsideArea':
      return intl.formatMessage(messages.outsideArea);
    case 'server':
      return failure.message;
    case 'notLocated':
      return intl.formatMessage(messages.notLocated);
    case 'unavailable':
      return intl.formatMessage(messages.unavailable);
  }
}

/** The form, fresh for each open (its key is the edit session): filled from the address being edited. */
function AddressEditor() {
  const intl = useIntl();
  const stores = useStores();
  const { lookupCep, saveAddress } = useAddressActions();
  const book = addressesOf(stores);
  const { editing, cep: cepLookup, save } = useSnapshot(book);
  const initial = (): AddressForm => ({
    descricao: editing?.descricao ?? '',
    cep: maskCep(editing?.cep ?? ''),
    rua: editing?.rua ?? '',
    numero: editing?.numero ?? '',
    complemento: editing?.complemento ?? '',
    bairro: editing?.bairro ?? '',
    cidade: editing?.cidade ?? '',
    uf: editing?.uf ?? '',
    // An edit keeps the reference point it had (under either of spec 3's names).
    pontoref: editing ? addressReference(editing) : '',
  });
  // The coordinates of the CEP found (or of the address being edited) until the CEP changes.
  const [coords, setCoords] = useState<{ lat: number; lng: number } | null>(() => (editing && hasCoordinates(editing) ? { lat: editing.lat, lng: editing.lng } : null));
  const failure = useFailureText(save.failure);
  const { form: fields, setForm: setFields, field, formRef, submit } = useCheckedForm(initial, {
    order: ADDRESS_FIELDS,
    validate: validateAddress,
    textOf: (problem) => intl.formatMessage(messages[problem]),
    send: (address) =>
      void saveAddress({ ...address, lat: coords?.lat, lng: coords?.lng }).then((ok) => {
        if (ok) openPanel(stores.panels, 'addresses');
      }),
  });

  const changeCep = (value: string) => {
    const masked = maskCep(value);
    const changed = cepDigits(masked) !== cepDigits(fields.cep);
    setFields((f) => ({ ...f, cep: masked }));
    if (!changed) return;
    setCoords(null);
    void lookupCep(book, masked).then((found) => {
      if (!found) return;
      setFields((f) => ({ ...f, rua: found.rua, bairro: found.bairro, cidade: found.cidade, uf: found.uf }));
      setCoords({ lat: found.lat, lng: found.lng });
    });
  };

  const text = (name: keyof AddressForm, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField label={label} {...field(name)} isRequired={REQUIRED_ADDRESS_FIELDS.includes(name)} {...extra} />
  );

  return (
    <Stack as="form" gap={4} ref={formRef} onSubmit={submit} noValidate aria-label={intl.formatMessage(editing ? messages.titleEdit : messages.titleNew)}>
      {failure ? (
        <Alert tone="danger" live>
          {failure}
        </Alert>
      ) : null}
      {text('descricao', intl.formatMessage(messages.descricao), { description: intl.formatMessage(messages.descricaoHint) })}
      <TextField
        label={intl.formatMessage(messages.cep)}
        description={intl.formatMessage(messages.cepHint)}
        {...field('cep')}
        onChange={changeCep}
        autoComplete="postal-code"
        inputMode="numeric"
        placeholder="00000-000"
        isRequired
      />
      <div aria-live="polite">
        {cepLookup.status === 'loading' ? <Spinner size="sm" label={intl.formatMessage(messages.cepLoading)} showLabel /> : null}
        {cepLookup.status === 'found' ? <Text tone="muted">{intl.formatMessage(messages.cepFound)}</Text> : null}
        {cepLookup.status === 'notFound' ? <Alert tone="info">{intl.formatMessage(messages.cepNotFound)}</Alert> : null}
        {cepLookup.status === 'failed' ? <Alert tone="warning">{intl.formatMessage(messages.cepFailed)}</Alert> : null}
      </div>
      {text('rua', intl.formatMessage(messages.rua), { autoComplete: 'address-line1' })}
      <Row>
        {text('numero', intl.formatMessage(messages.numero))}
        {text('complemento', intl.formatMessage(messages.complemento), { autoComplete: 'address-line2' })}
      </Row>
      {text('bairro', intl.formatMessage(messages.bairro), { autoComplete: 'address-level3' })}
      <Row>
        {text('cidade', intl.formatMessage(messages.cidade), { autoComplete: 'address-level2' })}
        {text('uf', intl.formatMessage(messages.uf), { autoComplete: 'address-level1', maxLength: 2 })}
      </Row>
      {text('pontoref', intl.formatMessage(messages.pontoref), { description: intl.formatMessage(messages.pontorefHint) })}
      <Button type="submit" isPending={save.status === 'saving'} fullWidth>
        {intl.formatMessage(messages.save)}
      </Button>
      <Button variant="ghost" fullWidth onPress={() => openPanel(stores.panels, 'addresses')}>
        {intl.formatMessage(messages.back)}
      </Button>
    </Stack>
  );
}

/**
 * spec 2 "Panels" (new address), spec 5 and 7: the CEP fills the address (an unknown CEP lets the
 * shopper type it), then the address is saved with its coordinates for the active supplier, which must
 * serve it: 'O fornecedor não atende no endereço informado', or the server's own 400 message.
 */
export function NewAddressPanel() {
  const intl = useIntl();
  const stores = useStores();
  const panel = usePanel('newAddress');
  const { usuario } = useSnapshot(stores.session);
  const { editing, editSession } = useSnapshot(addressesOf(stores));
  return (
    <SlidePanel title={intl.formatMessage(editing ? messages.titleEdit : messages.titleNew)} side="right" {...panel}>
      {usuario ? (
        <AddressEditor key={editSession} />
      ) : (
        <PanelSignInRequired>{intl.formatMessage(messages.visitor)}</PanelSignInRequired>
      )}
    </SlidePanel>
  );
}
