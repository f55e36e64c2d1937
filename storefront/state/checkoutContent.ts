import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { Caracteristica } from '@storefront/api/endpoints';
import type { LoadStatus } from './supplier';

export type { Caracteristica };

/**
 * What the supplier adds to its checkout (spec 3 "Supplier"): the order instructions (ORDER_INSTRUCTIONS
 * custom content, server HTML) and the client and order characteristics the shopper answers.
 */
export interface CheckoutContentState {
  instrucoes: { status: LoadStatus; html: string };
  caracteristicas: { status: LoadStatus; cliente: Caracteristica[]; pedido: Caracteristica[] };
  /** The answers, by characteristic id. */
  valores: Record<string, string>;
  /** The required characteristic the last submission found unanswered. */
  faltando: string | null;
  idfornecedor: string | null;
}

export function createCheckoutContentStore() {
  return proxy<CheckoutContentState>({
    instrucoes: { status: 'idle', html: '' },
    caracteristicas: { status: 'idle', cliente: [], pedido: [] },
    valores: {},
    faltando: null,
    idfornecedor: null,
  });
}

export type CheckoutContentStore = ReturnType<typeof createCheckoutContentStore>;

/**
 * spec 7 `custom-content?contentType=ORDER_INSTRUCTIONS`, `caracteristica-cliente/todas` and
 * `caracteristica-pedido/todas`, side by side. Instructions that fail are left out; characteristics
 * that fail are left out too (the platform then checks the order on its own).
 */
export async function loadCheckoutContent(store: CheckoutContentStore, api: ApiClient, idfornecedor: string): Promise<void> {
  if (store.idfornecedor === idfornecedor && store.caracteristicas.status === 'loaded') return;
  store.idfornecedor = idfornecedor;
  store.instrucoes.status = 'loading';
  store.caracteristicas.status = 'loading';
  const [instrucoes, cliente, pedido] = await Promise.allSettled([
    api.call('instrucoesPedido', { params: { idfornecedor }, query: { contentType: 'ORDER_INSTRUCTIONS' } }),
    api.call('caracteristicasCliente', { params: { idfornecedor } }),
    api.call('caracteristicasPedido', { params: { idfornecedor } }),
  ]);
  if (store.idfornecedor !== idfornecedor) return;
  store.instrucoes = instrucoes.status === 'fulfilled' ? { status: 'loaded', html: instrucoes.value.conteudo } : { status: 'failed', html: '' };
  const failed = cliente.status === 'rejected' || pedido.status === 'rejected';
  store.caracteristicas = {
    status: failed ? 'failed' : 'loaded',
    cliente: cliente.status === 'fulfilled' ? cliente.value : [],
    pedido: pedido.status === 'fulfilled' ? pedido.value : [],
  };
}

export function answerCharacteristic(store: CheckoutContentStore, id: string, valor: string): void {
  store.valores[id] = valor;
  if (store.faltando === id && valor.trim() !== '') store.faltando = null;
}

/** The first required characteristic without an answer (client ones first, as shown), or null. */
function missingCharacteristic(store: CheckoutContentState): Caracteristica | null {
  const all = [...store.caracteristicas.cliente, ...store.caracteristicas.pedido];
  return all.find((c) => c.obrigatoria && !(store.valores[c.id] ?? '').trim()) ?? null;
}

/** Marks the missing one (the screen shows its error and focuses it); true when all required are answered. */
export function checkCharacteristics(store: CheckoutContentStore): boolean {
  store.faltando = missingCharacteristic(store)?.id ?? null;
  return store.faltando === null;
}

/** The order payload's `caracteristicas` (spec 3): every answered one, client and order alike. */
export function characteristicsPayload(store: CheckoutContentState): { id: string; valor: string }[] {
  return [...store.caracteristicas.cliente, ...store.caracteristicas.pedido]
    .map((c) => ({ id: c.id, valor: (store.valores[c.id] ?? '').trim() }))
    .filter((c) => c.valor !== '');
}
