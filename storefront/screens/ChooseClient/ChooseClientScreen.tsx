import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSnapshot, type Snapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { Loaded } from '@ui/Loaded';
import { LoadMore } from '@ui/LoadMore';
import { Page } from '@ui/Page';
import { Skeleton } from '@ui/Skeleton';
import { Row, RowList } from '@ui/RowList';
import { Inline, Stack } from '@ui/Stack';
import { Text } from '@ui/Text';
import { formatDocument } from '@storefront/domain/registration';
import { REPRESENTATIVE_CLIENTS_LIMIT } from '@storefront/state/constants';
import { useStores } from '@storefront/state/context';
import { createClientListStore, type ClientListState, type RepresentedClient } from '@storefront/state/representative';
import { useRepresentativeActions } from '@storefront/state/representative';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { SignInRequired } from '@storefront/components/SignInRequired/SignInRequired';
import { ClientSearch } from './ClientSearch';
import { chooseClientMessages } from './messages';

const messages = chooseClientMessages;

/** Placeholder rows while the list loads, announced once. */
function LoadingRows({ label }: { label: string }) {
  return (
    <RowList gap={3}>
      {Array.from({ length: 3 }, (_, i) => (
        <Row key={i}>
          <Skeleton lines={2} width="16rem" label={i === 0 ? label : undefined} />
        </Row>
      ))}
    </RowList>
  );
}

/**
 * spec 2 "Choose client" and spec 6: the representative's clients, searched (debounced), 10 at a
 * time with "Carregar mais" (spec 9). Choosing one makes them the session's client, loads their cart
 * and goes to the supplier home.
 */
export function ChooseClientScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { home } = useSupplierPaths();
  const stores = useStores();
  const { openClientList, typeClientSearch, loadMoreClients, chooseClient } = useRepresentativeActions();
  const [listStore] = useState(createClientListStore);
  const list = useSnapshot(listStore);
  const session = useSnapshot(stores.session);
  const { fornecedor } = useSnapshot(stores.supplier);
  const representative = session.representative;
  const idrepresentative = representative?.idcliente;
  const idfornecedor = fornecedor?.idfornecedor;

  useEffect(() => {
    if (idrepresentative && idfornecedor) void openClientList(listStore);
  }, [idfornecedor, idrepresentative, listStore, openClientList]);

  if (!representative) {
    return (
      <SignInRequired title={intl.formatMessage(messages.visitorTitle)}>{intl.formatMessage(messages.visitor)}</SignInRequired>
    );
  }

  const choose = (cliente: RepresentedClient) => {
    if (cliente.idcliente === stores.session.usuario?.idcliente) {
      void navigate(home);
      return;
    }
    void chooseClient(listStore, cliente.idcliente).then((chosen) => {
      if (chosen) void navigate(home);
    });
  };
  const failedChoice = list.choosing?.failed ? list.clientes.find((c) => c.idcliente === list.choosing?.idcliente) : undefined;

  return (
    <Page as="section" gap={4} aria-labelledby="escolher-cliente">
      <h1 id="escolher-cliente">{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.intro, { nome: representative.nome })}</p>
      {list.status === 'denied' ? (
        <Alert tone="danger" live>
          {intl.formatMessage(messages.denied)}
        </Alert>
      ) : (
        <>
          <ClientSearch value={list.query} onChange={(text) => typeClientSearch(listStore, text)} />
          {failedChoice ? (
            <Alert tone="danger" live>
              {intl.formatMessage(messages.chooseFailed, { nome: failedChoice.nome })}
            </Alert>
          ) : null}
          <Loaded
            status={list.status}
            failure={intl.formatMessage(messages.failed)}
            onRetry={() => void openClientList(listStore)}
            placeholder={<LoadingRows label={intl.formatMessage(messages.loading)} />}
          >
            {() => (
              <ClientListBody
                onChoose={choose}
                onLoadMore={() => void loadMoreClients(listStore)}
                list={list}
                currentId={session.usuario?.idcliente}
                busy={session.switching}
              />
            )}
          </Loaded>
        </>
      )}
    </Page>
  );
}

interface ClientListBodyProps {
  list: Snapshot<ClientListState>;
  currentId: string | undefined;
  /** A client is being chosen: the other buttons wait. */
  busy: boolean;
  onChoose: (cliente: RepresentedClient) => void;
  onLoadMore: () => void;
}

/** The list once loaded: empty (with or without a search), or the clients. */
function ClientListBody({ list, currentId, busy, onChoose, onLoadMore }: ClientListBodyProps) {
  const intl = useIntl();
  if (list.clientes.length === 0) {
    return list.search ? (
      <EmptyState title={intl.formatMessage(messages.noMatch, { search: list.search })}>{intl.formatMessage(messages.noMatchText)}</EmptyState>
    ) : (
      <EmptyState title={intl.formatMessage(messages.empty)} icon="user">
        {intl.formatMessage(messages.emptyText)}
      </EmptyState>
    );
  }
  return (
    <>
      <RowList gap={3} aria-label={intl.formatMessage(messages.list)}>
        {list.clientes.map((cliente) => {
          const current = cliente.idcliente === currentId;
          const pending = busy && list.choosing?.idcliente === cliente.idcliente;
          return (
            <Row key={cliente.idcliente} data-current={current || undefined}>
              <Stack gap={1}>
                <Inline as="p" gap={2}>
                  <Text as="span" weight="medium">
                    {cliente.nome}
                  </Text>
                  {current ? <Badge tone="info">{intl.formatMessage(messages.current)}</Badge> : null}
                </Inline>
                <Text tone="muted" size="sm">
                  {intl.formatMessage(messages.document, { document: formatDocument(cliente.cpf) })}
                </Text>
              </Stack>
              <Button
                variant={current ? 'primary' : 'secondary'}
                size="sm"
                isPending={pending}
                isDisabled={busy && !pending}
                aria-label={current ? undefined : intl.formatMessage(messages.chooseName, { nome: cliente.nome })}
                onPress={() => onChoose(cliente)}
              >
                {intl.formatMessage(current ? messages.continue : messages.choose)}
              </Button>
            </Row>
          );
        })}
      </RowList>
      {list.moreFailed ? (
        <Alert tone="danger" live>
          {intl.formatMessage(messages.moreFailed)}
        </Alert>
      ) : null}
      <LoadMore shown={list.clientes.length} total={list.total} pageSize={REPRESENTATIVE_CLIENTS_LIMIT} isLoading={list.loadingMore} onLoadMore={onLoadMore} />
    </>
  );
}

export { ChooseClientScreen as Component };
