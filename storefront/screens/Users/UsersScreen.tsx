import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot, type Snapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { EmptyState } from '@ui/EmptyState';
import { Loaded } from '@ui/Loaded';
import { Skeleton } from '@ui/Skeleton';
import { StatusPanel } from '@ui/StatusPanel';
import { TextField } from '@ui/TextField';
import { Page, PageHeader, Section } from '@ui/Page';
import { Row, RowList } from '@ui/RowList';
import { Inline, Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { formatPhone, validateLinkedUserEmail } from '@storefront/domain/registration';
import { useCheckedForm } from '@storefront/components/form/useCheckedForm';
import { hasOtherAccounts, isMainClient } from '@storefront/domain/linkedAccounts';
import { useStores } from '@storefront/state/context';
import { createLinkedUsersStore, editLinkedUser, type LinkedUser, type LinkedUsersState } from '@storefront/state/linkedUsers';
import { useLinkedUserActions } from '@storefront/state/linkedUsers';
import { openPanel } from '@storefront/state/panels';
import { SignInRequired } from '@storefront/components/SignInRequired/SignInRequired';
import { AccessLinkDialog } from './AccessLink';
import { EditLinkedUserDialog } from './EditLinkedUser';
import { accessLinkMessages, editMessages, usersMessages } from './messages';

const messages = usersMessages;

/** The e-mail form: checked here, then by the server, whose refusal is shown as it came. */
function AddUser({ store }: { store: ReturnType<typeof createLinkedUsersStore> }) {
  const intl = useIntl();
  const { createLinkedUser } = useLinkedUserActions();
  const users = useSnapshot(store);
  const failure = users.createFailure;
  const { field, formRef, submit } = useCheckedForm({ email: '' }, {
    order: ['email'],
    validate: validateLinkedUserEmail,
    textOf: (problem) => intl.formatMessage(messages[problem]),
    send: (form, reset) =>
      void createLinkedUser(store, form.email).then((created) => {
        if (created) reset({ email: '' });
      }),
  });

  return (
    <Section title={intl.formatMessage(messages.addTitle)} titleId="adicionar-usuario">
      {failure ? (
        <Alert tone="danger" live>
          {failure.text ?? intl.formatMessage(messages.createFailed)}
        </Alert>
      ) : null}
      {users.created ? (
        <Alert tone="success" live>
          {intl.formatMessage(messages.created, { email: users.created })}
        </Alert>
      ) : null}
      <Stack as="form" gap={3} ref={formRef} onSubmit={submit} noValidate aria-labelledby="adicionar-usuario">
        <TextField
          label={intl.formatMessage(messages.email)}
          description={intl.formatMessage(messages.emailHint)}
          type="email"
          {...field('email')}
          autoComplete="off"
          isRequired
        />
        {/* The field takes the row; the button keeps its own width. */}
        <div>
          <Button type="submit" isPending={users.creating}>
            {intl.formatMessage(messages.add)}
          </Button>
        </div>
      </Stack>
    </Section>
  );
}

interface UserListProps {
  users: Snapshot<LinkedUsersState>;
  onEdit: (user: LinkedUser) => void;
  onAccessLink: (user: LinkedUser) => void;
  onRemove: (user: LinkedUser) => void;
}

/**
 * The linked users once loaded: none yet, or the list, the principal first and untouched (it is the main
 * client's own login); the others can be edited, sent an access link and deleted.
 */
function UserList({ users, onEdit, onAccessLink, onRemove }: UserListProps) {
  const intl = useIntl();
  if (users.users.length === 0) {
    return (
      <EmptyState title={intl.formatMessage(messages.empty)} icon="user" headingLevel={3}>
        {intl.formatMessage(messages.emptyText)}
      </EmptyState>
    );
  }
  const failed = users.users.find((u) => u.id_usuario === users.removeFailed);
  return (
    <>
      {failed ? (
        <Alert tone="danger" live>
          {intl.formatMessage(messages.removeFailed, { email: failed.email })}
        </Alert>
      ) : null}
      {users.saved ? (
        <Alert tone="success" live>
          {intl.formatMessage(editMessages.saved, { email: users.saved })}
        </Alert>
      ) : null}
      <RowList aria-labelledby="usuarios-da-conta">
        {users.users.map((user) => (
          <Row key={user.id_usuario}>
            <Stack gap={1}>
              <Inline as="p" gap={2}>
                <Text as="span" weight="medium">
                  {user.email}
                </Text>
                {user.principal ? <Badge tone="info">{intl.formatMessage(messages.principal)}</Badge> : null}
              </Inline>
              {user.nome ? (
                <Text tone="muted" size="sm">
                  {user.nome}
                </Text>
              ) : null}
              {user.telefone ? (
                <Text tone="muted" size="sm">
                  {formatPhone(user.telefone)}
                </Text>
              ) : null}
            </Stack>
            {user.principal ? null : (
              <Inline gap={2} align="stretch">
                <Button size="sm" variant="ghost" aria-label={intl.formatMessage(editMessages.editName, { email: user.email })} onPress={() => onEdit({ ...user })}>
                  {intl.formatMessage(editMessages.edit)}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={intl.formatMessage(accessLinkMessages.openName, { email: user.email })}
                  onPress={() => onAccessLink({ ...user })}
                >
                  {intl.formatMessage(accessLinkMessages.open)}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={intl.formatMessage(messages.removeName, { email: user.email })}
                  isPending={users.removing === user.id_usuario}
                  onPress={() => onRemove({ ...user })}
                >
                  {intl.formatMessage(messages.remove)}
                </Button>
              </Inline>
            )}
          </Row>
        ))}
      </RowList>
    </>
  );
}

/**
 * spec 2 "User management" and spec 6: a main client lists their linked users, adds one by e-mail,
 * edits one's name and phone, makes an access link to send them, and deletes one after a confirmation.
 * Other accounts are told who can, with the way to switch account.
 */
export function UsersScreen() {
  const intl = useIntl();
  const stores = useStores();
  const { loadLinkedUsers, deleteLinkedUser, requestAccessLink } = useLinkedUserActions();
  const session = useSnapshot(stores.session);
  const { fornecedor } = useSnapshot(stores.supplier);
  const [store] = useState(createLinkedUsersStore);
  const users = useSnapshot(store);
  // The user asked about stays named while the confirmation closes.
  const [confirming, setConfirming] = useState<LinkedUser | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const main = isMainClient(session);
  const idcliente = session.usuario?.idcliente;
  const idfornecedor = fornecedor?.idfornecedor;

  useEffect(() => {
    if (main && idcliente && idfornecedor) void loadLinkedUsers(store);
  }, [idcliente, idfornecedor, loadLinkedUsers, main, store]);

  if (!session.usuario) {
    return (
      <SignInRequired title={intl.formatMessage(messages.title)}>{intl.formatMessage(messages.visitor)}</SignInRequired>
    );
  }
  if (!main) {
    return (
      <StatusPanel
        title={intl.formatMessage(messages.notMain)}
        actions={
          hasOtherAccounts(session) ? <Button onPress={() => openPanel(stores.panels, 'accounts')}>{intl.formatMessage(messages.switchAccount)}</Button> : undefined
        }
      >
        <p>{intl.formatMessage(messages.notMainText)}</p>
      </StatusPanel>
    );
  }

  return (
    <Page measure="prose">
      <PageHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.intro)} />
      {hasOtherAccounts(session) ? (
        <div>
          <Button variant="secondary" onPress={() => openPanel(stores.panels, 'accounts')}>
            {intl.formatMessage(messages.switchAccount)}
          </Button>
        </div>
      ) : null}
      <AddUser store={store} />
      <Section title={intl.formatMessage(messages.listTitle)} titleId="usuarios-da-conta">
        <Loaded
          status={users.status}
          failure={intl.formatMessage(messages.failed)}
          onRetry={() => void loadLinkedUsers(store)}
          placeholder={<Skeleton lines={3} label={intl.formatMessage(messages.loading)} />}
        >
          {() => (
            <UserList
              users={users}
              onEdit={(user) => editLinkedUser(store, user.id_usuario)}
              onAccessLink={(user) => void requestAccessLink(store, user.id_usuario, window.location.origin)}
              onRemove={(user) => {
                setConfirming(user);
                setConfirmOpen(true);
              }}
            />
          )}
        </Loaded>
      </Section>
      <EditLinkedUserDialog store={store} />
      <AccessLinkDialog store={store} />
      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={intl.formatMessage(messages.confirmTitle)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        confirmLabel={intl.formatMessage(messages.confirm)}
        isPending={users.removing !== null}
        onConfirm={(close) => {
          if (!confirming) return;
          void deleteLinkedUser(store, confirming.id_usuario).then(close);
        }}
      >
        <p>{intl.formatMessage(messages.confirmText, { email: confirming?.email ?? '' })}</p>
      </ConfirmDialog>
    </Page>
  );
}

export { UsersScreen as Component };
