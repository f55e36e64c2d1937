/**
 * `npm run bench` (second part): the domain rules at shop scale. Recomputes a 500-line cart with every
 * price rule in play (attendant, progressive, wholesale with multiples, normal, gift wrap, a coupon on some
 * products, the next cheaper tier of each line) and prices 5,000 products. Budget: one 500-line
 * recompute under 2 ms. Writes tests/bench/domain-last-run.json.
 */
import { writeFileSync } from 'node:fs';
import { cartTotals, type CartLine } from '../../storefront/domain/cart';
import { couponDiscount } from '../../storefront/domain/coupons';
import { nextCheaperTier, unitPrice } from '../../storefront/domain/pricing';
import { applyQuantityAction } from '../../storefront/domain/quantity';
import type { Produto } from '../../storefront/domain/types';

const BUDGET_CART_MS = 2;

/** A deterministic catalogue: every fourth product has tiers, every third a wholesale price, every 50th an attendant price. */
function product(i: number): Produto {
  return {
    idproduto: `p${i}`,
    nome: `Produto ${(i * 7919) % 10007}`,
    preco: 5 + (i % 97) * 0.37,
    precoatendente: i % 50 === 0 ? 4.2 : undefined,
    precovendaatacado: i % 3 === 0 ? 4.5 + (i % 97) * 0.3 : undefined,
    minvendaatacado: i % 3 === 0 ? 12 : undefined,
    multiploincremento: i % 6 === 0 ? 6 : 1,
    granularidade: i % 5 === 0 ? 0.25 : 1,
    min_por_pedido: i % 7 === 0 ? 2 : undefined,
    maxporpedido: 500,
    embalarParaPresente: i % 11 === 0,
    preco_embalagem: 2.5,
    efeitospoliticas: i % 4 === 0 ? { descontoProgressivo: { '10': 4.9 + (i % 97) * 0.3, '30': 4.6 + (i % 97) * 0.28 } } : undefined,
  };
}

function time(label: string, runs: number, fn: () => unknown): number {
  for (let i = 0; i < Math.min(50, runs); i += 1) fn();
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) fn();
  const ms = (performance.now() - start) / runs;
  console.log(`${label.padEnd(58)} ${ms.toFixed(4)} ms`);
  return ms;
}

const lines: CartLine[] = Array.from({ length: 500 }, (_, i) => ({
  product: product(i),
  quantity: applyQuantityAction(product(i), 0, { type: 'SET', value: 1 + (i % 40) }).quantity,
}));
const catalogue = Array.from({ length: 5000 }, (_, i) => product(i));
const coupon = { codigocupom: 'DEZ', percentualDesconto: 10, produtosComDesconto: lines.filter((_, i) => i % 2 === 0).map((l) => l.product.idproduto) };

const cartMs = time('500-line cart: totals + coupon + next tier of every line', 400, () => {
  const totals = cartTotals(lines);
  couponDiscount(coupon, totals.lines);
  for (const line of totals.lines) nextCheaperTier(line.product, line.quantity);
});
const catalogueMs = time('price 5,000 products (unit price at quantity 1)', 100, () => {
  for (const p of catalogue) unitPrice(p, 1);
});
const quantityMs = time('5,000 quantity actions (INC)', 100, () => {
  for (const p of catalogue) applyQuantityAction(p, 3, { type: 'INC' });
});

console.log(`\n500-line recompute: ${cartMs.toFixed(3)} ms (budget ${BUDGET_CART_MS} ms); 5,000 prices: ${catalogueMs.toFixed(3)} ms`);
writeFileSync(
  'tests/bench/domain-last-run.json',
  `${JSON.stringify({ date: new Date().toISOString(), cartRecomputeMs: cartMs, price5000Ms: catalogueMs, quantity5000Ms: quantityMs, budgetCartMs: BUDGET_CART_MS }, null, 2)}\n`,
);
if (cartMs > BUDGET_CART_MS) {
  console.error(`Over budget: the 500-line recompute took ${cartMs.toFixed(3)} ms`);
  process.exit(1);
}
