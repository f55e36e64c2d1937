import { describe, expect, it } from 'vitest';
import { addressRequired, canSubmitOrder, hasModules, heldForReview, hiddenPriceReason, MODULES, pricesVisible, recommendationsEnabled, supplierHas, supplierRequired, TAGS } from './gates';

const visitor = { authenticated: false, approved: false };
const pending = { authenticated: true, approved: false };
const client = { authenticated: true, approved: true };

describe('spec 5 price visibility', () => {
  it.each([
    [[TAGS.hidePriceLoggedOut], visitor, false],
    [[TAGS.hidePriceLoggedOut], pending, true],
    [[TAGS.supportBudget], pending, false],
    [[TAGS.supportBudget], client, true],
    [[], visitor, true],
  ])('tags %j, shopper %j: visible %s', (tags, shopper, expected) => {
    expect(pricesVisible(tags, shopper)).toBe(expected);
  });
});

describe('spec 5 and 6: why the prices are hidden', () => {
  it.each([
    [[TAGS.hidePriceLoggedOut], visitor, 'gate.loginToBuy'],
    [[TAGS.hidePriceLoggedOut], pending, null],
    [[TAGS.supportBudget], visitor, 'gate.loginToBuy'],
    [[TAGS.supportBudget], pending, 'gate.awaitingApproval'],
    [[TAGS.supportBudget], client, null],
    [[TAGS.hidePriceLoggedOut, TAGS.supportBudget], pending, 'gate.awaitingApproval'],
    [[], visitor, null],
  ] as const)('%j for %j: %s', (tags, shopper, expected) => {
    expect(hiddenPriceReason(tags, shopper)).toBe(expected);
  });
});

describe('spec 5 and 6 gates', () => {
  it('holds back unapproved users with block-not-approved-user or support-budget', () => {
    expect(heldForReview([TAGS.blockNotApproved], pending)).toBe(true);
    expect(heldForReview([TAGS.supportBudget], pending)).toBe(true);
    expect(heldForReview([TAGS.blockNotApproved], client)).toBe(false);
    expect(heldForReview([TAGS.blockNotApproved], visitor)).toBe(false);
    expect(heldForReview([], pending)).toBe(false);
  });

  it('a visitor must log in to buy; restrict-not-approved-user-submission blocks unapproved users', () => {
    expect(canSubmitOrder([], visitor)).toEqual({ allowed: false, reason: 'loginToBuy' });
    expect(canSubmitOrder([TAGS.restrictNotApprovedSubmission], pending)).toEqual({ allowed: false, reason: 'awaitingApproval' });
    expect(canSubmitOrder([TAGS.restrictNotApprovedSubmission], client)).toEqual({ allowed: true });
    expect(canSubmitOrder([], pending)).toEqual({ allowed: true });
  });

  it('an address is mandatory with has-delivery and requires-address-to-access and none known', () => {
    const both = [TAGS.hasDelivery, TAGS.requiresAddress];
    expect(addressRequired(both, { address: false, coordinates: false })).toBe(true);
    expect(addressRequired(both, { address: false, coordinates: true })).toBe(false);
    expect(addressRequired(both, { address: true, coordinates: false })).toBe(false);
    expect(addressRequired([TAGS.hasDelivery], { address: false, coordinates: false })).toBe(false);
  });

  it('requires-supplier-to-access needs a chosen supplier', () => {
    expect(supplierRequired([TAGS.requiresSupplier], false)).toBe(true);
    expect(supplierRequired([TAGS.requiresSupplier], true)).toBe(false);
    expect(supplierRequired([], false)).toBe(false);
  });

  it('recommendations only with enable-recommendation-system', () => {
    expect(recommendationsEnabled([TAGS.recommendations])).toBe(true);
    expect(recommendationsEnabled([])).toBe(false);
  });

  it("spec 5: modules are checked against a required list, where 'Todos' means all", () => {
    expect(hasModules(['Todos'], ['PEDIDOS', 'CHAT'])).toBe(true);
    expect(hasModules(['pedidos', 'chat'], ['PEDIDOS', 'CHAT'])).toBe(true);
    expect(hasModules(['PEDIDOS'], ['PEDIDOS', 'CHAT'])).toBe(false);
    expect(hasModules([], [])).toBe(true);
  });

  it.each(Object.keys(MODULES) as (keyof typeof MODULES)[])("a supplier offers %s only with its module or 'Todos'", (feature) => {
    expect(supplierHas({ modulos: ['Todos'] }, feature)).toBe(true);
    expect(supplierHas({ modulos: [` ${MODULES[feature].toLowerCase()} `] }, feature)).toBe(true);
    expect(supplierHas({ modulos: Object.values(MODULES).filter((m) => m !== MODULES[feature]) }, feature)).toBe(false);
    expect(supplierHas({ modulos: [] }, feature)).toBe(false);
    expect(supplierHas(null, feature)).toBe(false);
  });

  it('names each module once, as the platform spells them (ASSUMPTIONS.md)', () => {
    expect(MODULES).toEqual({
      chat: 'CHAT',
      lists: 'LISTAS_COMPRAS',
      subscriptions: 'ASSINATURAS',
      combos: 'COMBOS_PROMOCIONAIS',
      quickOrder: 'PEDIDO_RAPIDO',
      invoices: 'FATURAS',
    });
  });
});
