import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { QuickOrderScreen } from './QuickOrderScreen';

/**
 * Quick order at `/{supplier}/pedido-rapido` (issue 9), in the real app with the mock platform, as
 * maria@exemplo.com.br. Demo SKUs: ARR-0001 plain, ARR-0010 minimum 3, ARR-0004 maximum 24, ARR-0014 unavailable.
 */
const meta = {
  title: 'screens/QuickOrder',
  component: QuickOrderScreen,
  parameters: { route: '/demo/pedido-rapido', consent: 'decided', shopper: { email: 'maria@exemplo.com.br' } },
} satisfies Meta<typeof QuickOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 4000 };
const EVERY_STATUS = 'SKU;Quantidade\nARR-0001;2\nARR-0010;1\nARR-0004;30\nXYZ-9999;1\nARR-0014;1\nARR-0003;dois\n;2\nARR-0005;0\narr-0001;1';

async function pasteAndCheck(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('textbox', { name: 'Itens do pedido' }, T));
  await userEvent.paste(text);
  await userEvent.click(canvas.getByRole('button', { name: 'Conferir itens' }));
  return canvas;
}

/** The empty form: the format explained, an example in the box, the upload beside "Conferir itens". */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pedido rápido' }, T)).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Itens do pedido' });
    await expect(field).toHaveAttribute('placeholder', 'ARR-0001;2\nFEI-0025;1,5');
    await expect(field).toHaveAccessibleDescription(/SKU e quantidade separados por ponto e vírgula/);
    await expect(canvas.getByRole('button', { name: 'Enviar planilha (.csv)' })).toBeEnabled();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Every verdict a row can get, the counts, the total and the add button for the valid and adjusted rows. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pasteAndCheck(canvasElement, EVERY_STATUS);
    const tableElement = await canvas.findByRole('table', { name: 'Itens conferidos' }, T);
    const table = within(tableElement);
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Produto', 'Situação', 'Quantidade', 'Total']);
    await expect(table.getAllByRole('rowheader')[0]).toHaveTextContent(/^ARR-0001/);
    // Read-only rows scroll sideways on a phone: the scrolling region is named and reachable by Tab.
    await expect(tableElement.parentElement).toHaveAttribute('role', 'region');
    await expect(tableElement.parentElement).toHaveAccessibleName('Itens conferidos');
    await expect(tableElement.parentElement).toHaveAttribute('tabindex', '0');
    const rows = table.getAllByRole('row').slice(1);
    const text = rows.map((row) => row.textContent);
    await expect(text[0]).toMatch(/^ARR-0001Arroz.*Linhas 2 e 10 \(somadas\)Válido3R\$/);
    await expect(text[1]).toMatch(/ARR-0010.*Linha 3Quantidade ajustada para 3A quantidade mínima deste produto é 3 un\.1R\$/);
    await expect(text[2]).toMatch(/ARR-0004.*Linha 4Quantidade ajustada para 24O máximo por pedido deste produto é 24 un\.30R\$/);
    await expect(text[3]).toContain('SKU não encontrado');
    await expect(text[4]).toContain('Indisponível');
    await expect(text[5]).toContain('Quantidade inválida');
    await expect(text[6]).toContain('SKU em branco');
    await expect(text[7]).toContain('Quantidade deve ser maior que zero');
    await expect(canvas.getByText('1 válido, 2 com quantidade ajustada, 5 com problema')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar 3 itens ao carrinho' })).toBeEnabled();
  },
};

/** The products could not be looked up: the server's text, the lines kept, a retry. */
export const LookupFailed: Story = {
  parameters: { msw: { scenario: 'pedido-rapido-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = await pasteAndCheck(canvasElement, 'ARR-0001;2');
    await expect(await canvas.findByText('Erro interno do servidor', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Itens do pedido' })).toHaveValue('ARR-0001;2');
  },
};

/** The platform refused the spreadsheet: its text under "Planilha não aceita". */
export const SpreadsheetRefused: Story = {
  parameters: { msw: { scenario: 'planilha-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Enviar planilha (.csv)' }, T);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['sku;quantidade\nARR-0001;2\n'], 'pedido.csv', { type: 'text/csv' }));
    await expect(await canvas.findByText('Não conseguimos ler a planilha. Confira se as colunas são SKU e quantidade.', {}, T)).toBeVisible();
    await expect(canvas.getByText('Planilha não aceita')).toBeVisible();
    await expect(canvas.getByText('Planilha: pedido.csv')).toBeVisible();
  },
};

/** Added in one step: the success summary, a way to the cart, the form cleared. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pasteAndCheck(canvasElement, 'ARR-0001;2\nARR-0010;1');
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar 2 itens ao carrinho' }, T));
    await expect(await canvas.findByText('2 itens foram adicionados ao carrinho.', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ver carrinho' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Itens do pedido' })).toHaveValue('');
  },
};

/** The cart save failed: the server's text, and the pasted items stay to try again. */
export const AddFailed: Story = {
  parameters: { msw: { scenario: 'pedido-rapido-carrinho-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = await pasteAndCheck(canvasElement, 'ARR-0001;2\nARR-0010;1');
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar 2 itens ao carrinho' }, T));
    await expect(await canvas.findByText('Erro interno do servidor', {}, T)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Itens do pedido' })).toHaveValue('ARR-0001;2\nARR-0010;1');
  },
};

/** A visitor where prices are hidden (mercado-verde): rows can be checked, buying asks to log in. */
export const VisitorHiddenPrices: Story = {
  parameters: { route: '/mercado-verde/pedido-rapido', shopper: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Faça login para comprar', {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};
