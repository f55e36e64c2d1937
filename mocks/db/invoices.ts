import type { Fatura, PedidoResumo } from '@storefront/api/endpoints';
import { brasiliaDate } from '@storefront/domain/calendar';
import { buildDigitableLine } from './boleto';

const DAY_MS = 86_400_000;

/**
 * A client's titles at a supplier, relative to the platform's clock so the story a shopper meets is the
 * same any day: one overdue, one due today, two to come and two paid (spec 2 "Invoices and titles").
 * Each title is one boleto of one order; quotes and cancelled orders bill nothing.
 */
const PLAN: { offset: number; status: Fatura['status']; paidDaysBefore?: number }[] = [
  { offset: -12, status: 'VENCIDA' },
  { offset: 0, status: 'A_VENCER' },
  { offset: 7, status: 'A_VENCER' },
  { offset: 21, status: 'A_VENCER' },
  { offset: -20, status: 'PAGA', paidDaysBefore: 2 },
  { offset: -35, status: 'PAGA', paidDaysBefore: 0 },
];

/** Dates by Brasília's calendar, as the storefront reads them (a due date is a day in Brazil). */
const dateOf = (ms: number) => brasiliaDate(new Date(ms));

/** `base`: where the boletos are served (the platform's address as the client called it). */
export function invoicesOf(orders: readonly Pick<PedidoResumo, 'numpedido' | 'totalpedido' | 'status'>[], now: number, base: string): Fatura[] {
  const billed = orders.filter((o) => !o.status.startsWith('ORCAMENTO') && o.status !== 'CANCELADO');
  return PLAN.flatMap((plan, i) => {
    const order = billed[i];
    if (!order) return [];
    const vencimento = dateOf(now + plan.offset * DAY_MS);
    // Banco do Brasil layout: agreement 0000028, "our number" from the order, agency and wallet.
    const freeField = `000000${String(2845745).padStart(7, '0')}${order.numpedido.padStart(10, '0')}17`;
    return [
      {
        id: `tit-${order.numpedido}`,
        numpedido: order.numpedido,
        vencimento,
        valor: order.totalpedido,
        status: plan.status,
        linkBoleto: new URL(`boletos/${order.numpedido}.pdf`, base).href,
        linhaDigitavel: buildDigitableLine({ bank: '001', vencimento, valor: order.totalpedido, freeField }),
        ...(plan.paidDaysBefore === undefined ? {} : { dataPagamento: dateOf(now + (plan.offset - plan.paidDaysBefore) * DAY_MS) }),
      },
    ];
  });
}

/** A one-page PDF standing in for a boleto (the mock serves it at `boletos/{numpedido}.pdf`). */
export function boletoPdf(numpedido: string): string {
  const text = `Boleto do pedido ${numpedido.replace(/[^\w-]/g, '')} (simulação)`;
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}
