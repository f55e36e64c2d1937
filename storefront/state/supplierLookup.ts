import { proxy } from 'valtio';
import type { ApiClient } from '@storefront/api/client';
import type { Fornecedor } from '@storefront/api/endpoints';
import { fetchTheme } from '@storefront/api/supplier';
import { EMPTY_ID } from '@storefront/domain/emptyId';
import type { Stores } from './stores';
import { supplierSegment } from './supplier';
import { useBound } from './context';

/**
 * spec 4 "Supplier lookup by address": fetching, then the available suppliers or an error. `unserved`
 * is spec 5's 'Infelizmente ainda não atendemos o seu endereço' (an answer other than status 200);
 * `none` is spec 8's 'Não foi possivel encontrar fornecedores para este endereço' (status 200 with no
 * supplier); `failed` is spec 8's 'Falha ao consultar outros fornecedores'.
 */
export type SupplierLookupStatus = 'idle' | 'loading' | 'loaded' | 'unserved' | 'none' | 'failed';

/** One supplier serving the address, with what the list shows of it. */
export interface ServingSupplier {
  idfornecedor: string;
  /** Where its home is: `/{segment}`. */
  segment: string;
  nome: string;
  segmentos: readonly string[];
  /** From the supplier's theme; missing when it has none or the theme did not answer. */
  logo: string | undefined;
  /** Its own domain, if any: switching there carries the session over (spec 2 login-token landing). */
  dominio?: string;
}

export interface SupplierLookupState {
  status: SupplierLookupStatus;
  /** The address the suppliers are looked up for. */
  idendereco: string | null;
  fornecedores: ServingSupplier[];
  /** spec 4: the segment chosen to narrow the list; chosen automatically when there is only one. */
  segmento: string | null;
  /**
   * spec 4: exactly one supplier serves the address, so it becomes active at once: the segment to go
   * to when it is not the current supplier (the panel navigates, then calls `autoChoiceTaken`).
   */
  autoChoice: string | null;
}

export function createSupplierLookupStore() {
  return proxy<SupplierLookupState>({ status: 'idle', idendereco: null, fornecedores: [], segmento: null, autoChoice: null });
}

export type SupplierLookupStore = ReturnType<typeof createSupplierLookupStore>;

type LookupDeps = Pick<Stores, 'session' | 'checkout' | 'supplier'>;

/** Every segment of the serving suppliers, once each, in the order met. */
export function segmentsOf(fornecedores: readonly Pick<ServingSupplier, 'segmentos'>[]): string[] {
  return [...new Set(fornecedores.flatMap((f) => f.segmentos))];
}

/** The suppliers shown for the chosen segment (all of them when none is chosen). */
export function suppliersInSegment<T extends Pick<ServingSupplier, 'segmentos'>>(fornecedores: readonly T[], segmento: string | null): T[] {
  return segmento === null ? [...fornecedores] : fornecedores.filter((f) => f.segmentos.includes(segmento));
}

/** Each supplier's logo from its theme; a theme that fails leaves the name alone (no logo). */
async function logosOf(api: ApiClient, fornecedores: readonly Fornecedor[]): Promise<(string | undefined)[]> {
  const temas = await Promise.allSettled(fornecedores.map((f) => fetchTheme(api, f.idfornecedor)));
  return temas.map((t) => (t.status === 'fulfilled' ? t.value.logo?.trim() || undefined : undefined));
}

const toServing = (f: Fornecedor, logo: string | undefined): ServingSupplier => ({
  idfornecedor: f.idfornecedor,
  segment: supplierSegment(f),
  nome: f.nome?.trim() || f.slug || f.idfornecedor,
  segmentos: f.segmentos,
  logo,
  ...(f.dominio ? { dominio: f.dominio } : {}),
});

/** The latest lookup of each store: an older answer arriving late is dropped. */
const latest = new WeakMap<SupplierLookupStore, number>();

/**
 * spec 4 and 7 `v2/app/{apptoken}{sep}{idcliente}/fornecedor`: the suppliers serving one of the client's
 * addresses, with their logos. A newer lookup wins over an older one still on its way.
 */
export async function lookupSuppliers(store: SupplierLookupStore, stores: LookupDeps, api: ApiClient, idendereco: string): Promise<void> {
  const idcliente = stores.session.usuario?.idcliente;
  const endereco = stores.checkout.addresses.list.find((a) => a.idendereco === idendereco);
  if (!idcliente || !endereco) return;
  await runLookup(store, stores, api, { idcliente, idendereco, lat: endereco.lat, lng: endereco.lng });
}

/**
 * The same lookup for a point of the address search (a place found, the map, the device's location),
 * for visitors too: they are the empty identifier of spec 9. `idendereco` is sent when the point is
 * one of the client's addresses.
 */
export async function lookupSuppliersAt(store: SupplierLookupStore, stores: LookupDeps, api: ApiClient, point: { lat: number; lng: number }, idendereco?: string): Promise<void> {
  const idcliente = stores.session.usuario?.idcliente ?? EMPTY_ID;
  await runLookup(store, stores, api, { idcliente, idendereco, lat: point.lat, lng: point.lng });
}

async function runLookup(
  store: SupplierLookupStore,
  stores: LookupDeps,
  api: ApiClient,
  { idcliente, idendereco, lat, lng }: { idcliente: string; idendereco: string | undefined; lat: number | undefined; lng: number | undefined },
): Promise<void> {
  const request = (latest.get(store) ?? 0) + 1;
  latest.set(store, request);
  const current = () => latest.get(store) === request;
  Object.assign(store, { status: 'loading', idendereco: idendereco ?? null, fornecedores: [], segmento: null, autoChoice: null });
  try {
    const answer = await api.call('fornecedoresPorEndereco', {
      params: { idcliente },
      // spec 7: the company the shopper is at goes along (spec 4 EMPRESA_ID keeps the same id).
      query: { lat, lng, idendereco, idempresa: stores.supplier.fornecedor?.idempresa, tipoEntrega: stores.checkout.tipoEntrega },
    });
    if (!current()) return;
    if (answer.status !== 200) {
      Object.assign(store, { status: 'unserved', fornecedores: [] });
      return;
    }
    // A server may leave the list out of an answer: read as none.
    const all = Array.isArray(answer.fornecedores) ? answer.fornecedores : [];
    // A white-label site offers its own supplier only: serving the address or not is all it can say.
    const found = stores.supplier.whiteLabel ? all.filter((f) => f.idfornecedor === stores.supplier.fornecedor?.idfornecedor) : all;
    if (found.length === 0) {
      Object.assign(store, { status: stores.supplier.whiteLabel ? 'unserved' : 'none', fornecedores: [] });
      return;
    }
    const [only] = found;
    if (found.length === 1 && only && stores.supplier.fornecedor?.idfornecedor !== only.idfornecedor) {
      // spec 4: exactly one becomes active at once, and the page moves to its slug.
      const serving = toServing(only, undefined);
      Object.assign(store, { status: 'loaded', fornecedores: [serving], segmento: onlySegment([serving]), autoChoice: serving.segment });
      return;
    }
    const logos = await logosOf(api, found);
    if (!current()) return;
    const fornecedores = found.map((f, i) => toServing(f, logos[i]));
    Object.assign(store, { status: 'loaded', fornecedores, segmento: onlySegment(fornecedores) });
  } catch {
    if (current()) Object.assign(store, { status: 'failed', fornecedores: [] });
  }
}

/** spec 4: one segment is chosen automatically if there is only one. */
function onlySegment(fornecedores: readonly ServingSupplier[]): string | null {
  const segmentos = segmentsOf(fornecedores);
  return segmentos.length === 1 ? (segmentos[0] ?? null) : null;
}

/** The shopper narrows the list to one segment, or back to all of them (`null`). */
export function chooseSegment(store: SupplierLookupStore, segmento: string | null): void {
  store.segmento = segmento;
}

/** The automatic choice has been acted on (the page moved to it): not again for this lookup. */
export function autoChoiceTaken(store: SupplierLookupStore): void {
  store.autoChoice = null;
}

/** The supplier lookup's actions, bound to the app's stores and API client: panels never hold either. */
export function useSupplierLookupActions() {
  return useBound(({ stores, api }) => ({
    lookupSuppliers: (store: SupplierLookupStore, idendereco: string) => lookupSuppliers(store, stores, api, idendereco),
  }));
}
