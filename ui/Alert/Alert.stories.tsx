import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'ui/Alert',
  component: Alert,
  args: {
    tone: 'info',
    children: 'Os pedidos feitos até as 14h são entregues no mesmo dia, de segunda a sábado.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    live: { control: 'boolean' },
    title: { control: 'text' },
  },
  parameters: { layout: 'padded' },
  render: (args) => (
    <main>
      <Alert {...args} />
    </main>
  ),
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Static by default: no live region, so the notice is not re-announced.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('Informação:')).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { tone: 'warning', title: 'Pedido mínimo não atingido', live: false },
};

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Entrega agendada',
    children: 'Você poderá escolher a data e o horário de entrega na próxima etapa.',
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Cupom aplicado',
    children: 'O desconto de 10% foi aplicado aos itens elegíveis do seu carrinho.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sucesso:')).toBeInTheDocument();
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Pedido mínimo não atingido',
    children: 'Adicione mais R$ 35,00 em produtos para finalizar o pedido com este fornecedor.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Atenção:')).toBeInTheDocument();
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Cupom inválido',
    children: 'Este cupom expirou ou não vale para os produtos do seu carrinho.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Erro:')).toBeInTheDocument();
    // The accent bar on the leading edge, not colour alone, marks the tone along with icon and word.
    const root = canvasElement.querySelector<HTMLElement>('[data-tone="danger"]')!;
    await expect(getComputedStyle(root).borderInlineStartWidth).toBe('4px');
    await expect(getComputedStyle(root).borderInlineStartColor).toBe('rgb(179, 38, 30)');
  },
};

export const WithoutTitle: Story = {
  args: { tone: 'success', children: 'Seus dados foram atualizados.' },
};

export const WithAction: Story = {
  args: {
    tone: 'danger',
    title: 'Não foi possível carregar as formas de pagamento',
    children: 'Verifique sua conexão e tente novamente. Seu carrinho continua salvo.',
    action: (
      <Button variant="secondary" size="sm" onPress={fn()}>
        Tentar novamente
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Tentar novamente' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.',
    children: (
      <>
        <p>
          Confira se o CEP informado está correto, tente retirar algum item que não é entregue na sua região ou
          altere o valor do pedido para atender às condições de entrega do fornecedor.
        </p>
        <p>Se o problema continuar, fale com o atendimento do fornecedor pelo chat ou pelo telefone que aparece no rodapé.</p>
      </>
    ),
    action: <Button size="sm">Alterar endereço de entrega</Button>,
  },
};

/** The result of what the shopper just did: announced at once (alert for errors, status for confirmations). */
export const Live: Story = {
  args: {
    tone: 'danger',
    live: true,
    title: 'Pedido não enviado',
    children: 'O fornecedor está fora do horário de atendimento. Tente novamente a partir das 8h.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Erro: Pedido não enviado');
  },
};

export const LiveStatus: Story = {
  args: { tone: 'success', live: true, title: 'Pedido enviado!', children: 'Acompanhe o andamento na sua lista de pedidos.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sucesso: Pedido enviado!');
  },
};
