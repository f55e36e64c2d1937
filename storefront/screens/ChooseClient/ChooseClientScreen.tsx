import { useEffect, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSnapshot, type Snapshot } from 'valtio';
import { Alert, FailedAlert } from '@ui/Alert';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';
import { LoadMore } from '@ui/LoadMore';
import { Skeleton } from '@ui/Skeleton';
import { StatusPanel } from '@ui/StatusPanel';
import { TextField } from '@ui/TextField';
import { styled } from '@themes/stitches.config';
import { formatDocument } from '@storefront/domain/registration';
import { REPRESENTATIVE_CLIENTS_LIMIT } from '@storefront/state/constants';
import { useAppServices } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import {
  chooseClient,
  createClientListStore,
  loadMoreClients,
  openClientList,
  typeClientSearch,
  type ClientListState,
  type RepresentedClient,
} from '@storefront/state/representative';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

const chooseClientMessages = defineMessages<{
  title: NoMessageValues;
  intro: { nome: string };
  visitorTitle: NoMessageValues;
  visitor: NoMessageValues;
  login: NoMessageValues;
  search: NoMessageValues;
  searchHint: NoMessageValues;
  loading: NoMessageValues;
  denied: NoMessageValues;
  failed: NoMessageValues;
  retry: NoMessageValues;
  empty: NoMessageValues;
  emptyText: NoMessageValues;
  noMatch: { search: string };
  noMatchText: NoMessageValues;
  list: NoMessageValues;
  document: { document: string };
  choose: NoMessageValues;
  chooseName: { nome: string };
  current: NoMessageValues;
  continue: NoMessageValues;
  chooseFailed: { nome: string };
  moreFailed: NoMessageValues;
}>({
  title: { id: 'chooseClient.title', defaultMessage: 'Escolher cliente', description: 'Heading of the representative client list (spec 2 "Choose client")' },
  intro: {
    id: 'chooseClient.intro',
    defaultMessage: 'Olá, {nome}. Escolha o cliente para quem você vai comprar.',
    description: 'The signed-in representative, above their client list',
  },
  visitorTitle: { id: 'chooseClient.visitorTitle', defaultMessage: 'Área do representante', description: 'The client list opened without a representative session' },
  visitor: {
    id: 'chooseClient.visitor',
    defaultMessage: 'Entre como representante para ver a sua carteira de clientes.',
    description: 'Why the client list is not shown: nobody is signed in as a representative',
  },
  login: { id: 'chooseClient.login', defaultMessage: 'Entrar', description: 'Opens the login panel from the client list' },
  search: { id: 'chooseClient.search', defaultMessage: 'Buscar cliente', description: "Search field of the representative's client list" },
  searchHint: { id: 'chooseClient.searchHint', defaultMessage: 'Digite o nome ou a razão social.', description: 'Help under the client search field' },
  loading: { id: 'chooseClient.loading', defaultMessage: 'Carregando clientes', description: 'The client list is loading' },
  denied: {
    id: 'chooseClient.denied',
    defaultMessage: 'Seu acesso de representante não está liberado para este fornecedor.',
    description: 'The access check (spec 7 acessoRepresentante) refused the representative',
  },
  failed: { id: 'chooseClient.failed', defaultMessage: 'Não foi possível carregar seus clientes.', description: 'The client list failed to load' },
  retry: { id: 'chooseClient.retry', defaultMessage: 'Tentar novamente', description: 'Loads the client list again after a failure' },
  empty: { id: 'chooseClient.empty', defaultMessage: 'Nenhum cliente na sua carteira', description: 'The representative has no clients at this supplier' },
  emptyText: {
    id: 'chooseClient.emptyText',
    defaultMessage: 'Quando o fornecedor vincular clientes a você, eles aparecerão aqui.',
    description: 'Why the representative client list is empty',
  },
  noMatch: { id: 'chooseClient.noMatch', defaultMessage: 'Nenhum cliente encontrado para “{search}”', description: 'The client search found nothing' },
  noMatchText: { id: 'chooseClient.noMatchText', defaultMessage: 'Confira o nome digitado ou busque por outra parte dele.', description: 'What to do when the client search found nothing' },
  list: { id: 'chooseClient.list', defaultMessage: 'Seus clientes', description: "Accessible name of the representative's client list" },
  document: { id: 'chooseClient.document', defaultMessage: 'Documento: {document}', description: "A client's CNPJ or CPF in the list" },
  choose: { id: 'chooseClient.choose', defaultMessage: 'Comprar para este cliente', description: 'Button choosing a client to buy for' },
  chooseName: { id: 'chooseClient.chooseName', defaultMessage: 'Comprar para este cliente: {nome}', description: 'Accessible name of the button choosing one client' },
  current: { id: 'chooseClient.current', defaultMessage: 'Cliente atual', description: 'Marks the client the representative is buying for now' },
  continue: { id: 'chooseClient.continue', defaultMessage: 'Continuar comprando', description: 'Back to the shop for the client already chosen' },
  chooseFailed: {
    id: 'chooseClient.chooseFailed',
    defaultMessage: '{nome} não pôde ser aberto. Tente novamente.',
    description: 'Reading the chosen client failed',
  },
  moreFailed: { id: 'chooseClient.moreFailed', defaultMessage: 'Não foi possível carregar mais clientes.', description: 'The next page of the client list failed' },
});

const messages = chooseClientMessages;

const Page = styled('section', { display: 'grid', gap: '$4', '& h1': { margin: 0 }, '& > p': { margin: 0 } });
const Search = styled('div', { maxWidth: '32rem' });
const List = styled('ul', { display: 'grid', gap: '$3', margin: 0, padding: 0, listStyle: 'none' });
const Item = styled('li', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$3 $4',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$md',
  '&[data-current]': { borderColor: '$primaryBorder', backgroundColor: '$primarySubtle' },
});
const Who = styled('div', { display: 'grid', gap: '$1', minWidth: 0, '& p': { margin: 0 } });
const Name = styled('p', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', fontWeight: '$medium', overflowWrap: 'anywhere' });
const Muted = styled('p', { fontSize: '$sm', color: '$textMuted' });

/** Placeholder rows while the list loads, announced once. */
function LoadingRows({ label }: { label: string }) {
  return (
    <List>
      {Array.from({ length: 3 }, (_, i) => (
        <Item key={i}>
          <Skeleton lines={2} width="16rem" label={i === 0 ? label : undefined} />
        </Item>
      ))}
    </List>
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
  const { stores, api } = useAppServices();
  const [listStore] = useState(createClientListStore);
  const list = useSnapshot(listStore);
  const session = useSnapshot(stores.session);
  const { fornecedor } = useSnapshot(stores.supplier);
  const representative = session.representative;
  const idrepresentative = representative?.idcliente;
  const idfornecedor = fornecedor?.idfornecedor;

  useEffect(() => {
    if (idrepresentative && idfornecedor) void openClientList(listStore, stores, api);
  }, [api, idfornecedor, idrepresentative, listStore, stores]);

  if (!representative) {
    return (
      <StatusPanel
        title={intl.formatMessage(messages.visitorTitle)}
        actions={<Button onPress={() => openPanel(stores.panels, 'login')}>{intl.formatMessage(messages.login)}</Button>}
      >
        <p>{intl.formatMessage(messages.visitor)}</p>
      </StatusPanel>
    );
  }

  const choose = (cliente: RepresentedClient) => {
    if (cliente.idcliente === stores.session.usuario?.idcliente) {
      void navigate(home);
      return;
    }
    void chooseClient(listStore, stores, api, cliente.idcliente).then((chosen) => {
      if (chosen) void navigate(home);
    });
  };
  const failedChoice = list.choosing?.failed ? list.clientes.find((c) => c.idcliente === list.choosing?.idcliente) : undefined;

  return (
    <Page aria-labelledby="escolher-cliente">
      <h1 id="escolher-cliente">{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.intro, { nome: representative.nome })}</p>
      {list.status === 'denied' ? (
        <Alert tone="danger" live>
          {intl.formatMessage(messages.denied)}
        </Alert>
      ) : (
        <>
          <Search>
            <TextField
              label={intl.formatMessage(messages.search)}
              description={intl.formatMessage(messages.searchHint)}
              name="busca-cliente"
              autoComplete="off"
              value={list.query}
              onChange={(text) => typeClientSearch(listStore, stores, api, text)}
            />
          </Search>
          {failedChoice ? (
            <Alert tone="danger" live>
              {intl.formatMessage(messages.chooseFailed, { nome: failedChoice.nome })}
            </Alert>
          ) : null}
          <ClientListBody
            onChoose={choose}
            onRetry={() => void openClientList(listStore, stores, api)}
            onLoadMore={() => void loadMoreClients(listStore, stores, api)}
            list={list}
            currentId={session.usuario?.idcliente}
            busy={session.switching}
          />
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
  onRetry: () => void;
  onLoadMore: () => void;
}

/** The list's states: loading, failed, empty (with or without a search) and the clients. */
function ClientListBody({ list, currentId, busy, onChoose, onRetry, onLoadMore }: ClientListBodyProps) {
  const intl = useIntl();
  if (list.status === 'failed') {
    return (
      <FailedAlert retryLabel={intl.formatMessage(messages.retry)} onRetry={onRetry}>
        {intl.formatMessage(messages.failed)}
      </FailedAlert>
    );
  }
  if (list.status !== 'loaded') return <LoadingRows label={intl.formatMessage(messages.loading)} />;
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
      <List aria-label={intl.formatMessage(messages.list)}>
        {list.clientes.map((cliente) => {
          const current = cliente.idcliente === currentId;
          const pending = busy && list.choosing?.idcliente === cliente.idcliente;
          return (
            <Item key={cliente.idcliente} data-current={current || undefined}>
              <Who>
                <Name>
                  {cliente.nome}
                  {current ? <Badge tone="info">{intl.formatMessage(messages.current)}</Badge> : null}
                </Name>
                <Muted>{intl.formatMessage(messages.document, { document: formatDocument(cliente.cpf) })}</Muted>
              </Who>
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
            </Item>
          );
        })}
      </List>
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
