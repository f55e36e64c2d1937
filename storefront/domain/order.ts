import { comboItemFields, type CartLine } from './cart';
import { normalizeCep } from './identifiers';
import { toMilli } from './quantity';
import type { TipoEntrega } from './types';

/** spec 3 "Address", the fields an order carries. */
export interface Endereco {
  idendereco?: string;
  descricao?: string;
  rua: string;
  numero: string;
  bairro: string;
  cep: string;
  complemento?: string;
  cidade: string;
  uf: string;
  pais?: string;
  /** spec 3 names the reference point "pontoref/referencia": we send both names and read either (ASSUMPTIONS.md). */
  pontoref?: string;
  referencia?: string;
  lat?: number;
  lng?: number;
}

/** spec 3 "Service area", a store the shopper collects from. */
interface LojaRetirada {
  nome: string;
  descricao_endereco_loja: string;
  lat: number;
  lng: number;
}

export interface OrderDraft {
  idfornecedor: string;
  lines: readonly CartLine[];
  tipoEntrega: TipoEntrega;
  /** Pickup: the chosen store. Delivery: the address. */
  loja?: LojaRetirada;
  endereco?: Endereco;
  enderecofaturamento?: Endereco;
  /** The chosen delivery date (spec 3 "Delivery option"), yyyy-mm-dd. */
  dataEntrega?: string;
  idformapagto: string;
  /** A card payment: the payment SDK's token and the instalments (never the card itself). */
  cartao?: { token: string; parcelas: number };
  cupom?: string;
  anotacoes?: string;
  numPedidoCliente?: string;
  idtipoassinatura?: string;
  caracteristicas?: readonly { id: string; valor: string }[];
  representante?: string;
  usuarioVinculado?: string;
  idapikeys?: string;
  /** bloqueio_atendimento: an attendant locked the cart, so the sale is MANUAL (spec 3). */
  lockedByAttendant: boolean;
}

/** spec 3 "Order submission payload". */
export interface OrderPayload {
  itens: {
    idproduto: string;
    idcadastroextraproduto?: string;
    quantidade: number;
    embalarParaPresente: boolean;
    servicosSelecionados?: { id: string }[];
    idcombopromocional_cabecalho?: string;
    produtos?: { idproduto: string; quantidade: number }[];
  }[];
  idfornecedor: string;
  anotacoes: string;
  numPedidoCliente: string;
  cupom: string;
  tipoEntrega: TipoEntrega;
  formaEntrega: { data_de_entrega: string | null };
  enderecofaturamento?: Endereco;
  idtipoassinatura?: string;
  caracteristicas: readonly { id: string; valor: string }[];
  representante?: string;
  usuarioVinculado?: string;
  idapikeys?: string;
  formaPagamento: { idformapagto: string; temForma: boolean; tokenCartao?: string; parcelas?: number };
  canalVenda: 'WEB' | 'MANUAL';
  lojaRetira?: { nome: string; descricao_endereco_loja: string; coordenadas_loja: { latitude: number; longitude: number } };
  enderecoentrega?: Endereco & { coords: { lat: number; lng: number } };
}

export type OrderDraftError = 'emptyCart' | 'storeRequired' | 'addressRequired';

/**
 * spec 3: the payload of an order: items with 3-decimal quantities, pickup store or delivery address with
 * coordinates, delivery date, payment, coupon, notes, customer number, subscription, characteristics,
 * representative, linked user, api key, and canalVenda MANUAL when an attendant locked the cart.
 */
export function buildOrderPayload(draft: OrderDraft): { ok: true; payload: OrderPayload } | { ok: false; error: OrderDraftError } {
  const itens = draft.lines
    .filter((line) => toMilli(line.quantity) > 0)
    .map((line) => ({
      idproduto: line.product.idproduto,
      idcadastroextraproduto: line.product.idcadastroextraproduto,
      quantidade: toMilli(line.quantity) / 1000,
      embalarParaPresente: Boolean(line.product.embalarParaPresente),
      // A chosen service is part of the line: it is ordered with it (issue 19).
      ...(line.services?.length ? { servicosSelecionados: line.services.map(({ id }) => ({ id })) } : {}),
      // A combo goes as one item at the combo's price, its products listed in it (spec 3).
      ...comboItemFields(line.combo),
    }));
  // spec 5: 'O carrinho está vazio. Experimente adicionar alguns produtos'.
  if (itens.length === 0) return { ok: false, error: 'emptyCart' };
  const payload: OrderPayload = {
    itens,
    idfornecedor: draft.idfornecedor,
    anotacoes: draft.anotacoes?.trim() ?? '',
    numPedidoCliente: draft.numPedidoCliente?.trim() ?? '',
    cupom: draft.cupom?.trim() ?? '',
    tipoEntrega: draft.tipoEntrega,
    formaEntrega: { data_de_entrega: draft.dataEntrega ?? null },
    enderecofaturamento: draft.enderecofaturamento,
    idtipoassinatura: draft.idtipoassinatura,
    caracteristicas: draft.caracteristicas ?? [],
    representante: draft.representante,
    usuarioVinculado: draft.usuarioVinculado,
    idapikeys: draft.idapikeys,
    formaPagamento: {
      idformapagto: draft.idformapagto,
      temForma: draft.idformapagto !== '',
      ...(draft.cartao ? { tokenCartao: draft.cartao.token, parcelas: draft.cartao.parcelas } : {}),
    },
    canalVenda: draft.lockedByAttendant ? 'MANUAL' : 'WEB',
  };
  if (draft.tipoEntrega === 'RETIRADA') {
    if (!draft.loja) return { ok: false, error: 'storeRequired' };
    const { nome, descricao_endereco_loja, lat, lng } = draft.loja;
    return { ok: true, payload: { ...payload, lojaRetira: { nome, descricao_endereco_loja, coordenadas_loja: { latitude: lat, longitude: lng } } } };
  }
  const address = draft.endereco;
  if (address?.lat === undefined || address.lng === undefined) return { ok: false, error: 'addressRequired' };
  return { ok: true, payload: { ...payload, enderecoentrega: { ...address, cep: normalizeCep(address.cep), coords: { lat: address.lat, lng: address.lng } } } };
}

/** FNV-1a over the text: a short, stable fingerprint (not a security hash). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Beyond the spec: one idempotency key per checkout attempt. Resending the same payload in the same
 * attempt (a timeout, a double tap) gives the same key, so the server can refuse the duplicate; a
 * changed cart or a new attempt gives a new one.
 */
export function idempotencyKey(payload: OrderPayload, attempt: number, sessionId: string): string {
  return `${sessionId}-${attempt}-${fingerprint(JSON.stringify(payload))}`;
}
