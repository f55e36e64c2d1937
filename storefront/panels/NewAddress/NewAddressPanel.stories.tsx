import type { Meta, StoryObj } from '@storybook/react-vite';
import type { queries } from 'storybook/test';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { startMockWorker } from '@mocks/browser';
import { NewAddressPanel } from './NewAddressPanel';

/**
 * The new-address panel inside the real app (spec 2 "Panels": new address; spec 5, 7), reached from
 * the side menu's "Meus endereços" and "Cadastrar endereço". The mock knows a few CEPs
 * (mocks/db/places.ts): 01001-000 (Praça da Sé, served by Distribuidora Demo), 13015-002 (Campinas,
 * outside every area); any other is unknown.
 */
const meta = {
  title: 'panels/NewAddress',
  component: NewAddressPanel,
  parameters: {
    route: '/demo',
    consent: 'decided',
    shopper: { email: 'maria@exemplo.com.br' },
  },
} satisfies Meta<typeof NewAddressPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Novo endereço';

async function open(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Abrir menu' }, { timeout: 4000 }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  await userEvent.click(within(menu).getByRole('button', { name: 'Meus endereços' }));
  const book = await screen.findByRole('dialog', { name: 'Meus endereços' });
  await userEvent.click(await within(book).findByRole('button', { name: 'Cadastrar endereço' }, { timeout: 4000 }));
  const panel = await screen.findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
}

/** What `within` gives for an element: its default queries. */
type Canvas = ReturnType<typeof within<typeof queries>>;

const field = (panel: Canvas, name: string) => panel.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** The empty form: the CEP first, masked as it is typed. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(field(panel, 'CEP'), '0131');
    await expect(field(panel, 'CEP')).toHaveValue('0131');
    await expect(field(panel, 'Rua')).toHaveValue('');
  },
};

/** A known CEP fills street, neighbourhood, city and state; the shopper adds the number. */
export const CepFound: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(field(panel, 'CEP'), '01310100');
    await expect(field(panel, 'CEP')).toHaveValue('01310-100');
    await expect(await panel.findByText('Endereço preenchido pelo CEP. Confira e informe o número.', {}, { timeout: 4000 })).toBeVisible();
    await expect(field(panel, 'Rua')).toHaveValue('Avenida Paulista');
    await expect(field(panel, 'Bairro')).toHaveValue('Bela Vista');
    await expect(field(panel, 'Cidade')).toHaveValue('São Paulo');
    await expect(field(panel, 'Estado')).toHaveValue('SP');
  },
};

/** An unknown CEP: said so, and the address is typed by hand. */
export const CepNotFound: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(field(panel, 'CEP'), '01999999');
    await expect(await panel.findByText('Não encontramos este CEP. Preencha o endereço abaixo.', {}, { timeout: 4000 })).toBeVisible();
    await expect(field(panel, 'Rua')).toBeEnabled();
  },
};

/** The CEP lookup is down: the address is typed by hand. */
export const CepFailed: Story = {
  parameters: { msw: { scenario: 'cep-falha' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(field(panel, 'CEP'), '01310100');
    await expect(await panel.findByText('Não foi possível consultar o CEP agora. Preencha o endereço abaixo.', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Saving with fields missing: each says what it needs, and the focus goes to the first of them. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(field(panel, 'CEP'), '0131');
    await userEvent.type(field(panel, 'Estado'), 'S');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar endereço' }));
    await expect(await panel.findByText('Informe um CEP com 8 dígitos.')).toBeVisible();
    await expect(field(panel, 'CEP')).toHaveFocus();
    await expect(panel.getAllByText('Preencha este campo.')).toHaveLength(4);
    await expect(panel.getByText('Informe a sigla do estado, por exemplo SP.')).toBeVisible();
  },
};

/** spec 5: an address outside the supplier's area is refused before it is sent. */
export const OutsideArea: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(field(panel, 'CEP'), '13015002');
    await waitFor(() => expect(field(panel, 'Cidade')).toHaveValue('Campinas'), { timeout: 4000 });
    await userEvent.type(field(panel, 'Número'), '1200');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar endereço' }));
    await expect(await panel.findByText('O fornecedor não atende no endereço informado', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** spec 5 and 8: the server answers 400 with its own message, shown as it came. */
export const ServerRefusal: Story = {
  parameters: { msw: { scenario: 'endereco-recusado' } },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(field(panel, 'CEP'), '01001000');
    await waitFor(() => expect(field(panel, 'Rua')).toHaveValue('Praça da Sé'), { timeout: 4000 });
    await userEvent.type(field(panel, 'Número'), '10');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar endereço' }));
    await expect(await panel.findByText('Não entregamos neste número: confira o endereço com a central.', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Saved: back in the address panel, the new address listed. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(field(panel, 'Nome do endereço'), 'Depósito');
    await userEvent.type(field(panel, 'CEP'), '01001000');
    await waitFor(() => expect(field(panel, 'Rua')).toHaveValue('Praça da Sé'), { timeout: 4000 });
    await userEvent.type(field(panel, 'Número'), '10');
    await userEvent.click(panel.getByRole('button', { name: 'Salvar endereço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meus endereços' }, { timeout: 4000 });
    await waitFor(() => expect(dialog).toBeVisible());
    const book = within(dialog);
    const saved = await book.findByText('Depósito', {}, { timeout: 4000 });
    await waitFor(() => expect(saved).toBeVisible());
    await expect(book.getByText('Praça da Sé, 10 · Sé · São Paulo/SP · CEP 01001-000')).toBeVisible();
  },
};

/** The address calls the mock platform receives while `run` runs, with their bodies. */
async function addressCallsDuring(run: () => Promise<void>): Promise<{ path: string; body: Record<string, unknown> }[]> {
  const worker = await startMockWorker();
  const seen: Promise<{ path: string; body: Record<string, unknown> }>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && /\/enderecos(put)?$/.test(path)) seen.push(request.clone().json().then((body: Record<string, unknown>) => ({ path, body })));
  };
  worker.events.on('request:start', listener);
  try {
    await run();
  } finally {
    worker.events.removeListener('request:start', listener);
  }
  return Promise.all(seen);
}

/**
 * spec 3 pontoref/referencia: the optional reference point goes with the address (under both names), shows
 * under it in the address book, and is there again when the address is edited.
 */
export const ReferencePoint: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.type(field(panel, 'Nome do endereço'), 'Depósito');
    await userEvent.type(field(panel, 'CEP'), '01001000');
    await waitFor(() => expect(field(panel, 'Rua')).toHaveValue('Praça da Sé'), { timeout: 4000 });
    await userEvent.type(field(panel, 'Número'), '10');
    await userEvent.type(field(panel, 'Ponto de referência'), 'Portão azul, ao lado da farmácia');
    const calls = await addressCallsDuring(async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Salvar endereço' }));
      await screen.findByRole('dialog', { name: 'Meus endereços' }, { timeout: 4000 });
    });
    await expect(calls).toHaveLength(1);
    await expect(calls[0]?.path).toMatch(/\/enderecos$/);
    await expect(calls[0]?.body).toMatchObject({ pontoref: 'Portão azul, ao lado da farmácia', referencia: 'Portão azul, ao lado da farmácia' });
    const dialog = await screen.findByRole('dialog', { name: 'Meus endereços' });
    await waitFor(() => expect(dialog).toBeVisible());
    const book = within(dialog);
    await expect(await book.findByText('Ponto de referência: Portão azul, ao lado da farmácia', {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(book.getByRole('button', { name: 'Editar Depósito' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar endereço' });
    await waitFor(() => expect(edit).toBeVisible());
    await expect(field(within(edit), 'Ponto de referência')).toHaveValue('Portão azul, ao lado da farmácia');
  },
};
