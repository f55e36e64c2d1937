import type { Endereco } from './order';

/*
 * Which of the client's addresses the shop prices and delivers for (spec 3 `primario`, spec 4). Apart from
 * the address rules the forms and the map use (domain/address): the catalogue's prices need only this.
 */

/** spec 3: the client's primary address (`primario`). */
export function isPrimary(address: object): boolean {
  return 'primario' in address && address.primario === true;
}

/** The address to shop for: the one chosen before if still listed, else the primary, else the first; none in an empty list. */
export function shoppingAddressOf(list: readonly Pick<Endereco, 'idendereco'>[], previous: string | null): string | null {
  const chosen = list.find((a) => a.idendereco === previous) ?? list.find(isPrimary) ?? list[0];
  return chosen?.idendereco ?? null;
}
