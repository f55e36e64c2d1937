import type { Fornecedor } from './types';

/** Supplier feature tags of spec 3 that gate what a shopper may see and do (spec 5 and 6). */
export const TAGS = {
  hidePriceLoggedOut: 'hide-price-for-logged-out-customers',
  supportBudget: 'support-budget',
  blockNotApproved: 'block-not-approved-user',
  restrictNotApprovedSubmission: 'restrict-not-approved-user-submission',
  hasDelivery: 'has-delivery',
  requiresAddress: 'requires-address-to-access',
  requiresSupplier: 'requires-supplier-to-access',
  recommendations: 'enable-recommendation-system',
} as const;

export interface Shopper {
  authenticated: boolean;
  /** cadastro_aprovado (spec 3). */
  approved: boolean;
}

const has = (tags: readonly string[], tag: string) => tags.includes(tag);

/** spec 5 "Price visibility": hidden for anonymous users by tag; with support-budget the user must be approved. */
export function pricesVisible(tags: readonly string[], shopper: Shopper): boolean {
  if (has(tags, TAGS.hidePriceLoggedOut) && !shopper.authenticated) return false;
  return !(has(tags, TAGS.supportBudget) && !shopper.approved);
}

/**
 * Why the prices are hidden from this shopper (spec 5 "Price visibility", spec 6), or null when they are shown:
 * a visitor is asked to log in; a signed-in shopper waits for her registration to be approved.
 */
export function hiddenPriceReason(tags: readonly string[], shopper: Shopper): 'gate.loginToBuy' | 'gate.awaitingApproval' | null {
  if (pricesVisible(tags, shopper)) return null;
  return shopper.authenticated ? 'gate.awaitingApproval' : 'gate.loginToBuy';
}

/** spec 5: block-not-approved-user and support-budget hold back a signed-in unapproved user with a review message. */
export function heldForReview(tags: readonly string[], shopper: Shopper): boolean {
  return shopper.authenticated && !shopper.approved && (has(tags, TAGS.blockNotApproved) || has(tags, TAGS.supportBudget));
}

export type SubmitGate = { allowed: true } | { allowed: false; reason: 'loginToBuy' | 'awaitingApproval' };

/** spec 6: a visitor must log in to buy ('Faça login para comprar'); spec 5: restrict-not-approved-user-submission. */
export function canSubmitOrder(tags: readonly string[], shopper: Shopper): SubmitGate {
  if (!shopper.authenticated) return { allowed: false, reason: 'loginToBuy' };
  if (has(tags, TAGS.restrictNotApprovedSubmission) && !shopper.approved) return { allowed: false, reason: 'awaitingApproval' };
  return { allowed: true };
}

/** spec 5: an address is mandatory with has-delivery and requires-address-to-access when none (nor coordinates) exists. */
export function addressRequired(tags: readonly string[], known: { address: boolean; coordinates: boolean }): boolean {
  return has(tags, TAGS.hasDelivery) && has(tags, TAGS.requiresAddress) && !known.address && !known.coordinates;
}

/** spec 5: a supplier flagged requires-supplier-to-access needs a chosen supplier. */
export function supplierRequired(tags: readonly string[], supplierChosen: boolean): boolean {
  return has(tags, TAGS.requiresSupplier) && !supplierChosen;
}

/** spec 5: recommendations load only with enable-recommendation-system. */
export function recommendationsEnabled(tags: readonly string[]): boolean {
  return has(tags, TAGS.recommendations);
}

/**
 * spec 5: a supplier's module list is tested against a required list, where 'Todos' means all.
 * @internal exported for its test; the app asks supplierHas
 */
export function hasModules(modules: readonly string[], required: readonly string[]): boolean {
  const own = new Set(modules.map((m) => m.trim().toLowerCase()));
  return own.has('todos') || required.every((m) => own.has(m.trim().toLowerCase()));
}

/**
 * The supplier modules (spec 3 `modulos`) that switch a feature of the storefront on, each named once here.
 * spec 7 gives no list of names: these are our reading (storefront/api/ASSUMPTIONS.md "Supplier modules").
 * @internal exported for its test and the mock platform's suppliers
 */
export const MODULES = {
  chat: 'CHAT',
  lists: 'LISTAS_COMPRAS',
  subscriptions: 'ASSINATURAS',
  combos: 'COMBOS_PROMOCIONAIS',
  quickOrder: 'PEDIDO_RAPIDO',
  invoices: 'FATURAS',
} as const;

export type Feature = keyof typeof MODULES;

/**
 * spec 5 (modules): whether the supplier offers a feature; a supplier's menu entries, links and pages
 * of a feature it lacks are not shown. No supplier (not loaded yet) offers none.
 */
export function supplierHas(fornecedor: Pick<Fornecedor, 'modulos'> | null | undefined, feature: Feature): boolean {
  return fornecedor ? hasModules(fornecedor.modulos, [MODULES[feature]]) : false;
}
