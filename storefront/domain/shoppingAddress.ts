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

/** The address chosen to shop for, from the list the choice was made in; none when nothing is chosen or it left the list. */
export function chosenAddress<T extends Pick<Endereco, 'idendereco'>>(addresses: { list: readonly T[]; selected: string | null }): T | undefined {
  const { list, selected } = addresses;
  return selected === null ? undefined : list.find((a) => a.idendereco === selected);
}
