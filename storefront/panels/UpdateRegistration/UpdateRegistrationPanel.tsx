import { useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { SlidePanel } from '@ui/SlidePanel';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { documentKind } from '@storefront/domain/identifiers';
import { firstInvalid, formatDocument, profileFormOf, validateProfile, type ProfileForm } from '@storefront/domain/registration';
import { focusField, updateMessages } from '@storefront/components/ProfileFields/messages';
import { PROFILE_FIELDS, ProfileFields } from '@storefront/components/ProfileFields/ProfileFields';
import { useAppServices } from '@storefront/state/context';
import { closePanel } from '@storefront/state/panels';
import { createProfileUpdateStore, updateRegistration } from '@storefront/state/profile';
import { updateRegistrationPanelMessages as messages } from './messages';

const Form = styled('form', { display: 'grid', gap: '$4' });

/** spec 2 "Panels": update registration, from the right: name and phone; the document is read-only. */
export function UpdateRegistrationPanel() {
  const intl = useIntl();
  const { stores, api } = useAppServices();
  const panels = useSnapshot(stores.panels);
  const { usuario } = useSnapshot(stores.session);
  const formRef = useRef<HTMLFormElement>(null);
  const isOpen = panels.active === 'updateRegistration';
  const [update, setUpdate] = useState(createProfileUpdateStore);
  const status = useSnapshot(update);
  const [form, setForm] = useState<ProfileForm>({ nome: '', telefone: '' });
  const [touched, setTouched] = useState(false);
  // Each opening starts from the client as the session has them now, with no old result shown.
  const [shownOpen, setShownOpen] = useState(false);
  if (isOpen !== shownOpen) {
    setShownOpen(isOpen);
    if (isOpen) {
      setForm(profileFormOf(usuario));
      setTouched(false);
      setUpdate(createProfileUpdateStore());
    }
  }
  const problems = touched ? validateProfile(form) : {};

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    const first = firstInvalid(PROFILE_FIELDS, validateProfile(form));
    if (first) {
      focusField(formRef.current, first);
      return;
    }
    void updateRegistration(stores, api, update, form);
  };

  const company = usuario ? documentKind(usuario.cpf) === 'cnpj' : false;
  const failure = status.status === 'failed' ? (status.failure?.serverText ?? intl.formatMessage(updateMessages.failed)) : null;
  return (
    <SlidePanel
      title={intl.formatMessage(messages.title)}
      side="right"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) closePanel(stores.panels);
      }}
    >
      <Form ref={formRef} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.title)}>
        {status.status === 'saved' ? (
          <Alert tone="success" live>
            {intl.formatMessage(updateMessages.saved)}
          </Alert>
        ) : null}
        {failure ? (
          <Alert tone="danger" live>
            {failure}
          </Alert>
        ) : null}
        <ProfileFields
          form={form}
          onChange={setForm}
          problems={problems}
          labels={{
            nome: intl.formatMessage(company ? messages.companyName : messages.name),
            telefone: intl.formatMessage(messages.phone),
            telefoneHint: intl.formatMessage(messages.phoneHint),
          }}
          autoComplete={{ nome: company ? 'organization' : 'name', telefone: 'tel' }}
        />
        <TextField
          label={intl.formatMessage(company ? messages.cnpj : messages.cpf)}
          description={intl.formatMessage(messages.documentHint)}
          name="documento"
          value={usuario ? formatDocument(usuario.cpf) : ''}
          isReadOnly
        />
        <TextField label={intl.formatMessage(messages.email)} description={intl.formatMessage(messages.emailHint)} type="email" name="email" value={usuario?.email ?? ''} isReadOnly />
        <Button type="submit" isPending={status.status === 'loading'} fullWidth>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
    </SlidePanel>
  );
}
