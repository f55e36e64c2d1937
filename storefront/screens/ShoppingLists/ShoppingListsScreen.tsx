import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Dialog } from '@ui/Dialog';
import { EmptyState } from '@ui/EmptyState';
import { Loaded } from '@ui/Loaded';
import { Page, PageHeader } from '@ui/Page';
import { Skeleton } from '@ui/Skeleton';
import { Stack } from '@ui/Stack';
import { Tabs } from '@ui/Tabs';
import { TextField } from '@ui/TextField';
import { useStores } from '@storefront/state/context';
import type { ClientPageData } from '@storefront/state/pageData';
import type { ShoppingListsState, ShoppingListsStore } from '@storefront/state/shoppingLists';
import { useShoppingListActions } from '@storefront/state/shoppingLists';
import { usePageStore } from '@storefront/components/page/usePageStore';
import { validateNewList } from '@storefront/domain/shoppingLists';
import { useCheckedForm } from '@storefront/components/form/useCheckedForm';
import { SignInRequired } from '@storefront/components/SignInRequired/SignInRequired';
import { ListCards } from './ListCards';
import { listsMessages as messages } from './messages';

/** Where a disabled list's name travels back to the lists (router state). */
export interface ListsLocationState {
  disabled?: string;
}

/** The dialog creating a list by name (spec 7 `criarListaCompra`); Enter in the field creates it too. */
function NewList({ store, onCreated }: { store: ShoppingListsStore; onCreated: () => void }) {
  const intl = useIntl();
  const { createShoppingList } = useShoppingListActions();
  const lists = useSnapshot(store);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const failure = lists.createFailure;
  const { field, formRef, submit } = useCheckedForm({ nome: '' }, {
    order: ['nome'],
    validate: validateNewList,
    textOf: (problem) => intl.formatMessage(messages[problem]),
    send: (form, reset) =>
      void createShoppingList(store, form.nome).then((created) => {
        if (!created) return;
        reset({ nome: '' });
        setOpen(false);
        onCreated();
      }),
  });

  return (
    <Dialog
      title={intl.formatMessage(messages.newListTitle)}
      trigger={<Button>{intl.formatMessage(messages.newList)}</Button>}
      isOpen={open}
      onOpenChange={setOpen}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" form={formId} isPending={lists.creating}>
            {intl.formatMessage(messages.create)}
          </Button>
        </>
      )}
    >
      <Stack as="form" gap={3} id={formId} ref={formRef} onSubmit={submit} noValidate>
        {failure ? (
          <Alert tone="danger" live>
            {failure.text ?? intl.formatMessage(messages.createFailed)}
          </Alert>
        ) : null}
        <TextField
          label={intl.formatMessage(messages.listName)}
          description={intl.formatMessage(messages.listNameHint)}
          {...field('nome')}
          autoComplete="off"
          isRequired
        />
      </Stack>
    </Dialog>
  );
}

/**
 * spec 2 "Shopping lists (mine and suggested)" at `/{supplier}/listas`: two tabs, her own lists
 * (FROM_CLIENT) and the supplier's suggestions (TO_CLIENT), each a card with its name and product count.
 */
export function ShoppingListsScreen({ loaded }: { loaded: ClientPageData<ShoppingListsState> }) {
  const intl = useIntl();
  const stores = useStores();
  const { loadShoppingLists } = useShoppingListActions();
  const location = useLocation();
  const session = useSnapshot(stores.session);
  // The loader's lists; a new list and a retry act on them here.
  const store = usePageStore(loaded);
  const lists = useSnapshot(store);
  const [tab, setTab] = useState('mine');
  const disabled = (location.state as ListsLocationState | null)?.disabled;

  if (!session.usuario) {
    return (
      <SignInRequired title={intl.formatMessage(messages.title)}>{intl.formatMessage(messages.visitor)}</SignInRequired>
    );
  }

  const listsOf = (kind: 'mine' | 'suggested') => {
    const shown = kind === 'mine' ? lists.mine : lists.suggested;
    if (shown.length === 0) {
      return kind === 'mine' ? (
        <EmptyState title={intl.formatMessage(messages.emptyMine)} icon="cart" headingLevel={2}>
          {intl.formatMessage(messages.emptyMineText)}
        </EmptyState>
      ) : (
        <EmptyState title={intl.formatMessage(messages.emptySuggested)} icon="cart" headingLevel={2}>
          {intl.formatMessage(messages.emptySuggestedText)}
        </EmptyState>
      );
    }
    return <ListCards lists={shown} />;
  };
  const panel = (kind: 'mine' | 'suggested') => (
    <Loaded
      status={lists.status}
      failure={intl.formatMessage(messages.failed)}
      onRetry={() => void loadShoppingLists(store)}
      placeholder={<Skeleton lines={3} label={intl.formatMessage(messages.loading)} />}
    >
      {() => listsOf(kind)}
    </Loaded>
  );

  return (
    <Page>
      <PageHeader
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.intro)}
        actions={<NewList store={store} onCreated={() => setTab('mine')} />}
      />
      {lists.created ? (
        <Alert tone="success" live>
          {intl.formatMessage(messages.created, { nome: lists.created.nome })}
        </Alert>
      ) : disabled ? (
        <Alert tone="success" live>
          {intl.formatMessage(messages.disabled, { nome: disabled })}
        </Alert>
      ) : null}
      <Tabs
        label={intl.formatMessage(messages.tabsLabel)}
        selectedKey={tab}
        onSelectionChange={(key) => setTab(String(key))}
        items={[
          { id: 'mine', label: intl.formatMessage(messages.mine), content: panel('mine') },
          { id: 'suggested', label: intl.formatMessage(messages.suggested), content: panel('suggested') },
        ]}
      />
    </Page>
  );
}

/** The route module: the lists its loader brought. */
export function Component() {
  return <ShoppingListsScreen loaded={useLoaderData<ClientPageData<ShoppingListsState>>()} />;
}
