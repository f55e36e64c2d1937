import { createContext, useContext } from 'react';
import { useSnapshot } from 'valtio';
import { supplierPaths, type SupplierPaths } from '@storefront/paths';
import { useStores } from './context';
import { supplierSegment } from './supplier';

/**
 * The addresses of the store being shown, set once by the supplier's layout: a context, not `useParams()`,
 * so the header, footer and panels that link into the store do not re-render on every navigation.
 */
export const SupplierPathsContext = createContext<SupplierPaths>(supplierPaths(''));

/** The addresses of the store the shopper is in, named as her address names it (slug or id: spec 2). */
export function useSupplierPaths(): SupplierPaths {
  return useContext(SupplierPathsContext);
}

/**
 * The store's addresses as its own record names it (the slug, or the id when the slug cannot be a segment):
 * a page's canonical URL, the same whichever address the shopper or a crawler came by. Links use
 * `useSupplierPaths()`, which follows the address in use.
 */
export function useCanonicalPaths(): SupplierPaths {
  const stores = useStores();
  const { fornecedor } = useSnapshot(stores.supplier);
  return supplierPaths(fornecedor ? supplierSegment(fornecedor) : '');
}
