import { createContext, useContext } from 'react';
import { supplierPaths, type SupplierPaths } from '@storefront/paths';

/**
 * The addresses of the store being shown, set once by the supplier's layout: a context, not `useParams()`,
 * so the header, footer and panels that link into the store do not re-render on every navigation.
 */
export const SupplierPathsContext = createContext<SupplierPaths>(supplierPaths(''));

/** The addresses of the store the shopper is in, named as her address names it (slug or id: spec 2). */
export function useSupplierPaths(): SupplierPaths {
  return useContext(SupplierPathsContext);
}
