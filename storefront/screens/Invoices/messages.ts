import { defineMessages, type NoMessageValues } from 'react-intl';

export const invoicesMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  visitor: NoMessageValues;
  creditTitle: NoMessageValues;
  creditAvailable: { available: string };
  creditTotal: { total: string };
  creditUsed: { used: string };
  summaryTitle: NoMessageValues;
  statusCount: { count: number };
  listTitle: NoMessageValues;
  loading: NoMessageValues;
  failed: NoMessageValues;
  empty: NoMessageValues;
  emptyText: NoMessageValues;
  overdue: { days: number };
  dueToday: NoMessageValues;
  upcoming: { days: number };
  paid: NoMessageValues;
  totalOverdue: NoMessageValues;
  totalDueToday: NoMessageValues;
  totalUpcoming: NoMessageValues;
  totalPaid: NoMessageValues;
  dueDate: { date: string };
  paidOn: { date: string };
  order: { numpedido: string };
  itemName: { numpedido: string };
  digitableLine: NoMessageValues;
  openBoleto: NoMessageValues;
  openBoletoName: { numpedido: string };
  copyLine: NoMessageValues;
  copyLineName: { numpedido: string };
  copied: NoMessageValues;
  copyFailed: NoMessageValues;
  lineField: { numpedido: string };
}>({
  title: { id: 'invoices.title', defaultMessage: 'Faturas e títulos', description: 'Heading of the invoices screen (spec 2 "Invoices and titles")' },
  intro: {
    id: 'invoices.intro',
    defaultMessage: 'Acompanhe os vencimentos, abra o boleto ou copie a linha digitável para pagar no seu banco.',
    description: 'What the invoices screen is for, under its heading',
  },
  visitor: { id: 'invoices.visitor', defaultMessage: 'Entre na sua conta para ver suas faturas e títulos.', description: 'The invoices screen opened by a visitor' },
  creditTitle: { id: 'invoices.creditTitle', defaultMessage: 'Limite de crédito', description: 'Heading of the credit limit (spec 3 limite_credito_total, limite_credito_disponivel)' },
  creditAvailable: { id: 'invoices.creditAvailable', defaultMessage: 'Disponível: {available}', description: 'The credit still available, in BRL' },
  creditTotal: { id: 'invoices.creditTotal', defaultMessage: 'Limite total: {total}', description: 'The total credit limit, in BRL' },
  creditUsed: { id: 'invoices.creditUsed', defaultMessage: 'Em uso: {used}', description: 'The part of the credit limit in use, in BRL' },
  summaryTitle: { id: 'invoices.summaryTitle', defaultMessage: 'Resumo', description: 'Heading of the totals by status' },
  statusCount: {
    id: 'invoices.statusCount',
    defaultMessage: '{count, plural, =0 {nenhum título} one {# título} other {# títulos}}',
    description: 'How many titles a status total adds up',
  },
  listTitle: { id: 'invoices.listTitle', defaultMessage: 'Títulos', description: 'Heading of the list of titles' },
  loading: { id: 'invoices.loading', defaultMessage: 'Carregando faturas', description: 'The titles are loading' },
  failed: { id: 'invoices.failed', defaultMessage: 'Não foi possível carregar suas faturas.', description: 'The titles failed to load' },
  empty: { id: 'invoices.empty', defaultMessage: 'Nenhuma fatura por aqui', description: 'The client has no titles at this supplier' },
  emptyText: {
    id: 'invoices.emptyText',
    defaultMessage: 'Os boletos dos seus pedidos faturados aparecem aqui.',
    description: 'What the empty invoices list will hold',
  },
  overdue: {
    id: 'invoices.status.overdue',
    defaultMessage: '{days, plural, =0 {Vencido} one {Vencido há # dia} other {Vencido há # dias}}',
    description: 'Status of a title past its due date, with how many days',
  },
  dueToday: { id: 'invoices.status.dueToday', defaultMessage: 'Vence hoje', description: 'Status of a title due today' },
  upcoming: {
    id: 'invoices.status.upcoming',
    defaultMessage: '{days, plural, one {Vence em # dia} other {Vence em # dias}}',
    description: 'Status of a title still to fall due, with how many days',
  },
  paid: { id: 'invoices.status.paid', defaultMessage: 'Pago', description: 'Status of a paid title' },
  totalOverdue: { id: 'invoices.total.overdue', defaultMessage: 'Vencidos', description: 'Total of the overdue titles' },
  totalDueToday: { id: 'invoices.total.dueToday', defaultMessage: 'Vencem hoje', description: 'Total of the titles due today' },
  totalUpcoming: { id: 'invoices.total.upcoming', defaultMessage: 'A vencer', description: 'Total of the titles still to fall due' },
  totalPaid: { id: 'invoices.total.paid', defaultMessage: 'Pagos', description: 'Total of the paid titles' },
  dueDate: { id: 'invoices.dueDate', defaultMessage: 'Vencimento: {date}', description: "A title's due date" },
  paidOn: { id: 'invoices.paidOn', defaultMessage: 'Pago em {date}', description: 'When a paid title was paid' },
  order: { id: 'invoices.order', defaultMessage: 'Pedido {numpedido}', description: 'Link to the order a title bills' },
  itemName: { id: 'invoices.itemName', defaultMessage: 'Título do pedido {numpedido}', description: 'Accessible name of one title of the list' },
  digitableLine: { id: 'invoices.digitableLine', defaultMessage: 'Linha digitável', description: "Label of a boleto's digitable line (linha digitável)" },
  openBoleto: { id: 'invoices.openBoleto', defaultMessage: 'Abrir boleto', description: "Opens a title's boleto in a new tab" },
  openBoletoName: {
    id: 'invoices.openBoletoName',
    defaultMessage: 'Abrir boleto do pedido {numpedido} (abre em nova aba)',
    description: "Accessible name of the link opening one title's boleto in a new tab",
  },
  copyLine: { id: 'invoices.copyLine', defaultMessage: 'Copiar linha digitável', description: "Copies a title's digitable line" },
  copyLineName: {
    id: 'invoices.copyLineName',
    defaultMessage: 'Copiar linha digitável do pedido {numpedido}',
    description: "Accessible name of the button copying one title's digitable line",
  },
  copied: { id: 'invoices.copied', defaultMessage: 'Linha digitável copiada', description: 'The digitable line was copied (announced politely)' },
  copyFailed: {
    id: 'invoices.copyFailed',
    defaultMessage: 'Não foi possível copiar. Selecione a linha digitável abaixo e copie manualmente.',
    description: 'The clipboard refused the digitable line: the line is shown for manual copy',
  },
  lineField: { id: 'invoices.lineField', defaultMessage: 'Linha digitável do pedido {numpedido}', description: 'Read-only field holding the digitable line for manual copy' },
});
