import type { Fornecedor, Tema } from '@storefront/api/endpoints';
import { bareHost } from '@storefront/domain/supplier';
import { supplierFixtures, type SupplierFixture } from './suppliers';

/** The mock platform's data: a fresh, independent copy per test, story or server. */
export function createDatabase(fixtures: SupplierFixture[] = supplierFixtures) {
  const suppliers = structuredClone(fixtures);

  return {
    suppliers(): Fornecedor[] {
      return suppliers.map((s) => s.fornecedor);
    },
    /** By id, slug or (bare) domain, the ways the platform resolves a supplier (spec 1). */
    findSupplier(key: { idfornecedor?: string | null; dominio?: string | null }): Fornecedor | undefined {
      const id = key.idfornecedor?.toLowerCase();
      const host = key.dominio ? bareHost(key.dominio) : undefined;
      return suppliers.find(
        ({ fornecedor: f }) =>
          (id !== undefined && (f.idfornecedor.toLowerCase() === id || f.slug === id)) ||
          (host !== undefined && f.dominio !== undefined && bareHost(f.dominio) === host),
      )?.fornecedor;
    },
    themeOf(idfornecedor: string): Tema | null | undefined {
      return suppliers.find((s) => s.fornecedor.idfornecedor === idfornecedor)?.tema;
    },
  };
}

export type MockDatabase = ReturnType<typeof createDatabase>;
