import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { FormPanel } from '@ui/FormPanel';
import { TextField } from '@ui/TextField';
import { documentKind } from '@storefront/domain/identifiers';
import { formatDocument, profileFormOf, validateProfile } from '@storefront/domain/registration';
import { useProfilePanel } from '@storefront/components/ProfileFields/useProfilePanel';
import { PROFILE_FIELDS, ProfileFields } from '@storefront/components/ProfileFields/ProfileFields';
import { useProblemText } from '@storefront/components/ProfileFields/messages';
import { useStores } from '@storefront/state/context';
import { useProfileActions } from '@storefront/state/profile';
import { updateRegistrationPanelMessages as messages } from './messages';

/** spec 2 "Panels": update registration, from the right: name and phone; the document is read-only. */
export function UpdateRegistrationPanel() {
  const intl = useIntl();
  const stores = useStores();
  const { updateRegistration } = useProfileActions();
  const { usuario } = useSnapshot(stores.session);
  // Each opening starts from the client as the session has them now.
  const { panel, field, formRef, submit } = useProfilePanel('updateRegistration', () => profileFormOf(stores.session.usuario), {
    order: PROFILE_FIELDS,
    validate: validateProfile,
    textOf: useProblemText(),
    send: (form, update) => void updateRegistration(update, form),
  });

  const company = usuario ? documentKind(usuario.cpf) === 'cnpj' : false;
  return (
    <FormPanel {...panel} title={intl.formatMessage(messages.title)} submitLabel={intl.formatMessage(messages.submit)} onSubmit={submit} formRef={formRef}>
        <ProfileFields
          field={field}
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
    </FormPanel>
  );
}
