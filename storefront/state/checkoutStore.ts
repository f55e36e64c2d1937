import { proxy } from 'valtio';
import type { CobrancaPix, Endereco, FormaEntrega, FormaPagamento, LatLng, LojaAtendimento, TipoEntrega } from '@storefront/api/endpoints';
import { DEFAULT_DELIVERY_TYPE } from '@storefront/domain/delivery';
import type { LoadStatus } from './supplier';

/*
 * The checkout's state and its creator, apart from the actions (checkout.ts), so the first page does
 * not carry the checkout rules.
 */

/** Why a submission did not go through, each with its message (spec 5 and 8). */
export type SubmitFailure =
  | { kind: 'emptyCart' }
  | { kind: 'storeRequired' }
  | { kind: 'addressRequired' }
  | { kind: 'deliveryRequired' }
  | { kind: 'paymentRequired' }
  | { kind: 'cardRequired' }
  | { kind: 'loginRequired' }
  | { kind: 'notApproved' }
  /** spec 8: 'Erro ao submeter seu pedido. {message} Itens: {itens}'. */
  | { kind: 'duplicate'; message: string; itens: string }
  /** Neither the order nor the duplicate check answered: the order stays here to send again. */
  | { kind: 'unavailable'; serverText: string | undefined };

/** The card that pays: the payment SDK's token and what the shopper may see of the card. */
export interface CardAuthorisation {
  token: string;
  bandeira: string;
  final: string;
  parcelas: number;
}

/** The order just submitted, for the submission page and the PIX panel. */
export interface SubmittedOrder {
  /** null: the platform took the order (spec 8, the duplicate check found no error) without telling its number. */
  orderNumber: string | null;
  total: number | undefined;
  deliveryFee: number | undefined;
  /** The platform's `mensagemSucesso`, shown sanitised. */
  successMessage: string | undefined;
  deliveryType: TipoEntrega;
  payment: Pick<FormaPagamento, 'idformapagto' | 'descricao' | 'tipo'> | undefined;
  items: SubmittedItem[];
  pix: CobrancaPix | undefined;
}

/** A line of the order just submitted, as its page lists it. */
interface SubmittedItem {
  name: string;
  quantity: number;
  unit: string;
}

/** spec 3 "Service area" of one supplier (spec 7 `areaAtendimento`). */
interface ServiceArea {
  status: LoadStatus;
  idfornecedor: string | null;
  polygons: LatLng[][];
  lojas: LojaAtendimento[];
}

export interface CheckoutState {
  tipoEntrega: TipoEntrega;
  /**
   * `loadedFor`: whom the methods were asked for (`supplier|client`), kept in the state so that methods the
   * server loaded and handed over with the page count as loaded in the browser too.
   */
  payment: { status: LoadStatus; methods: FormaPagamento[]; selected: string | null; loadedFor: string | null };
  card: CardAuthorisation | null;
  cardStatus: 'idle' | 'tokenising';
  cardFailure: string | null;
  /**
   * spec 3 "Service area": the polygons the supplier delivers in and its pickup stores, for the supplier
   * `idfornecedor`. The one record of it: the checkout, the address map and the address check read it.
   */
  serviceArea: ServiceArea;
  /** The pickup store chosen, an index into `serviceArea.lojas`. */
  pickupStore: number | null;
  addresses: { status: LoadStatus; list: Endereco[]; selected: string | null };
  /** spec 7 billing address (`enderecoFaturamento`): sent with the order as `enderecofaturamento`; null when none. */
  billing: Endereco | null;
  /** spec 5 shipping lookup: options for the chosen address or store, and the chosen one with its date. */
  delivery: {
    /** `outsideArea`: spec 5, the chosen address is not in the supplier's service area. */
    status: 'idle' | 'loading' | 'loaded' | 'none' | 'failed' | 'outsideArea';
    options: FormaEntrega[];
    selected: string | null;
    date: string | null;
    /** spec 8 'Falha ao consultar agendamentos': the server's text, shown sanitised. */
    serverHtml: string | null;
  };
  /** `submitted` holds the button busy while the page moves to the submission page. */
  submission: { status: 'idle' | 'pending' | 'failed' | 'submitted'; failure: SubmitFailure | null; attempt: number };
  lastOrder: SubmittedOrder | null;
}

/** What the platform offers the checkout (checkoutOffer.ts): the part of the state the server hands to the browser. */
export type CheckoutOffer = Pick<CheckoutState, 'tipoEntrega' | 'payment' | 'serviceArea' | 'pickupStore' | 'addresses' | 'billing'>;

export const checkoutOfferOf = ({ tipoEntrega, payment, serviceArea, pickupStore, addresses, billing }: CheckoutOffer): CheckoutOffer => ({
  tipoEntrega,
  payment,
  serviceArea,
  pickupStore,
  addresses,
  billing,
});

export const initialCheckout = (): CheckoutState => ({
  tipoEntrega: DEFAULT_DELIVERY_TYPE,
  payment: { status: 'idle', methods: [], selected: null, loadedFor: null },
  card: null,
  cardStatus: 'idle',
  cardFailure: null,
  serviceArea: { status: 'idle', idfornecedor: null, polygons: [], lojas: [] },
  pickupStore: null,
  addresses: { status: 'idle', list: [], selected: null },
  billing: null,
  delivery: { status: 'idle', options: [], selected: null, date: null, serverHtml: null },
  submission: { status: 'idle', failure: null, attempt: 0 },
  lastOrder: null,
});

export function createCheckoutStore() {
  return proxy<CheckoutState>(initialCheckout());
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
