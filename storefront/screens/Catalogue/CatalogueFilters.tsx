import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Disclosure } from '@ui/Disclosure';
import type { TreeNode } from '@ui/Tree';
import { useMediaQuery } from '@ui/useMediaQuery';
import { styled } from '@themes/stitches.config';
import { media } from '@themes/tokens';
import type { catalogueAddress } from '@storefront/domain/catalogueAddress';
import type { SetorView } from '@storefront/state/catalogue';
import type { CatalogueState } from '@storefront/state/catalogueStore';
import { catalogueScreenMessages as messages } from './messages';

const Refine = styled('div', { display: 'grid', gap: '$4', paddingBlock: '$3' });
/** The filter chips come after their tags load: their code too, keeping this route's chunk small. */
const TagGroup = lazy(async () => ({ default: (await import('@ui/TagGroup')).TagGroup }));
/** Shown when the filters are unfolded (folded on phones): its chunk comes then. */
const Tree = lazy(async () => ({ default: (await import('@ui/Tree')).Tree }));

const toTree = (setores: readonly SetorView[]): TreeNode[] =>
  setores.map((s) => ({ id: s.id, label: s.nome, count: s.quantidade, children: s.filhos.length ? toTree(s.filhos) : undefined }));

interface CatalogueFiltersProps {
  catalogue: { setores: readonly SetorView[]; categoria: string | null; tags: readonly Pick<CatalogueState['tags'][number], 'id' | 'nome'>[]; tagsSelecionadas: readonly string[] };
  /** Every choice goes through the page's address, so Back and a shared link know it. */
  onChoose: (change: Parameters<typeof catalogueAddress>[1]) => void;
}

/** The category tree and the tag filters, in one disclosure beside the products. */
export function CatalogueFilters({ catalogue, onChoose }: CatalogueFiltersProps) {
  const intl = useIntl();
  // Phones start with the categories and filters folded, so the products come first. So does the server's
  // page, which knows no screen; a wide one unfolds them as soon as it is known.
  const asideOpen = useMediaQuery(media.md);
  return (
    <aside>
      <Disclosure
        headingLevel={2}
        key={asideOpen ? 'open' : 'folded'}
        defaultExpandedKeys={asideOpen ? ['filtros'] : []}
        items={[
          {
            id: 'filtros',
            title: intl.formatMessage(messages.refine),
            onlyWhenExpanded: true,
            content: (
              <Refine>
                <Suspense fallback={null}>
                  <Tree aria-label={intl.formatMessage(messages.categories)} items={toTree(catalogue.setores)} selectedKey={catalogue.categoria} onSelect={(id) => onChoose({ categoria: id })} />
                </Suspense>
                {catalogue.tags.length > 0 ? (
                  <Suspense fallback={null}>
                    <TagGroup
                      label={intl.formatMessage(messages.tags)}
                      items={catalogue.tags.map((t) => ({ id: t.id, label: t.nome }))}
                      selectionMode="multiple"
                      selectedKeys={catalogue.tagsSelecionadas}
                      onSelectionChange={(keys) => onChoose({ tags: [...keys].map(String) })}
                    />
                  </Suspense>
                ) : null}
              </Refine>
            ),
          },
        ]}
      />
    </aside>
  );
}
