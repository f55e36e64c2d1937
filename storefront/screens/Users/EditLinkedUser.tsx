import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { TextField } from '@ui/TextField';
import { Stack } from '@ui/Stack';
import { profileFormOf, validateProfile } from '@storefront/domain/registration';
import { updateMessages, useProblemText } from '@storefront/components/ProfileFields/messages';
import { PROFILE_FIELDS, ProfileFields } from '@storefront/components/ProfileFields/ProfileFields';
import { editLinkedUser, type LinkedUsersStore } from '@storefront/state/linkedUsers';
import { useLinkedUserActions } from '@storefront/state/linkedUsers';
import { editMessages } from './messages';
import { useCheckedForm } from '@storefront/components/form/useCheckedForm';

const messages = editMessages;

/** The form itself, made afresh for each user (its fields start from that user). */
function EditForm({ store, formId, idUsuario }: { store: LinkedUsersStore; formId: string; idUsuario: string | null }) {
  const intl = useIntl();
  const { updateLinkedUser } = useLinkedUserActions();
  const users = useSnapshot(store);
  const user = users.users.find((u) => u.id_usuario === idUsuario);
  const { field, formRef, submit } = useCheckedForm(() => profileFormOf(user), {
    order: PROFILE_FIELDS,
    validate: validateProfile,
    textOf: useProblemText(),
    send: (form) => void updateLinkedUser(store, form),
  });

  return (
    <Stack as="form" gap={4} id={formId} ref={formRef} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.title)}>
      {users.saveFailure ? (
        <Alert tone="danger" live>
          {users.saveFailure.text ?? intl.formatMessage(updateMessages.failed)}
        </Alert>
      ) : null}
      <TextField label={intl.formatMessage(messages.email)} description={intl.formatMessage(messages.emailHint)} type="email" name="email" value={user?.email ?? ''} isReadOnly />
      <ProfileFields
        field={field}
        labels={{ nome: intl.formatMessage(messages.name), telefone: intl.formatMessage(messages.phone), telefoneHint: intl.formatMessage(messages.phoneHint) }}
        autoComplete={{ nome: 'off', telefone: 'off' }}
      />
    </Stack>
  );
}

/**
 * spec 6: the main client corrects a linked user's name and phone (spec 7 PUT `usuario/{id}`); the
 * e-mail is their login and stays. Saved, the dialog closes and the list announces it; a failure stays
 * in the dialog with the server's text, or spec 8's 'Erro tentando atualizado usuário...'.
 */
export function EditLinkedUserDialog({ store }: { store: LinkedUsersStore }) {
  const intl = useIntl();
  const users = useSnapshot(store);
  const formId = useId();
  // The user asked about stays in the form while the dialog closes.
  const [shown, setShown] = useState(users.editing);
  if (users.editing !== null && users.editing !== shown) setShown(users.editing);
  return (
    <Dialog
      title={intl.formatMessage(messages.title)}
      isOpen={users.editing !== null}
      onOpenChange={(open) => {
        if (!open) editLinkedUser(store, null);
      }}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" form={formId} isPending={users.saving}>
            {intl.formatMessage(messages.save)}
          </Button>
        </>
      )}
    >
      <EditForm key={shown} store={store} formId={formId} idUsuario={shown} />
    </Dialog>
  );
}
