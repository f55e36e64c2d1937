import { Suspense, use } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { useSnapshot } from 'valtio';
import { Link } from '@ui/Link';
import { Stack } from '@ui/Stack';
import { styled } from '@themes/stitches.config';
import { catalogueAddress } from '@storefront/domain/catalogueAddress';
import { supplierBranding } from '@storefront/domain/supplier';
import { useStores } from '@storefront/state/context';
import { PageMeta } from '@storefront/components/page/PageMeta';
import { storeDefaults } from '@storefront/components/page/storeDefaults';
import type { HomeData } from './loader';
import { PageCarousels } from '@storefront/components/Carousels/PageCarousels';
import { useCanonicalPaths, useSupplierPaths } from '@storefront/state/supplierPaths';
import { HomeHero } from './HomeHero';
import { homeScreenMessages as messages } from './messages';

/** A wrapping row of short items: the segments, the categories. */
const Row = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

const Segments = styled(Row, {
  '& li': {
    padding: '$1 $3',
    borderRadius: '$pill',
    border: '$borderWidths$thin solid $border',
    fontSize: '$sm',
  },
});

/** The supplier's top categories, each a way into the catalogue: links a crawler follows too. */
function TopCategories({ categories }: { categories: HomeData['categories'] }) {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const list = categories instanceof Promise ? use(categories) : categories;
  if (list.length === 0) return null;
  return (
    <nav aria-labelledby="categorias">
      <h2 id="categorias">{intl.formatMessage(messages.categories)}</h2>
      <Row>
        {list.map((setor) => (
          <li key={setor.id}>
            <Link appearance="button" href={paths.catalogue(catalogueAddress(new URLSearchParams(), { categoria: setor.id }))}>
              {setor.nome}
            </Link>
          </li>
        ))}
      </Row>
    </nav>
  );
}

/** The supplier's home: welcome text from its theme, its description, its segments, categories and carousels (spec 2). */
export function HomeScreen({ data }: { data?: HomeData }) {
  const intl = useIntl();
  const paths = useSupplierPaths();
  const canonical = useCanonicalPaths();
  const stores = useStores();
  const { fornecedor, tema } = useSnapshot(stores.supplier);
  if (!fornecedor || !tema) return null;
  const branding = supplierBranding(fornecedor, tema);
  const storeName = branding.storeName ?? intl.formatMessage(storeDefaults.defaultStoreName);
  return (
    <Stack gap={6}>
      <PageMeta title={branding.pageTitle ?? storeName} path={canonical.home} />
      <HomeHero
        welcome={branding.welcome ?? intl.formatMessage(messages.defaultWelcome, { storeName })}
        description={branding.description ?? intl.formatMessage(storeDefaults.defaultDescription)}
        action={
          <Link appearance="button" href={paths.catalogue()}>
            {intl.formatMessage(messages.browse)}
          </Link>
        }
      />
      {fornecedor.segmentos.length > 0 ? (
        <section aria-labelledby="segmentos">
          <h2 id="segmentos">{intl.formatMessage(messages.segments)}</h2>
          <Segments>
            {fornecedor.segmentos.map((segmento) => (
              <li key={segmento}>{segmento}</li>
            ))}
          </Segments>
        </section>
      ) : null}
      {data ? (
        <Suspense fallback={null}>
          <TopCategories categories={data.categories} />
        </Suspense>
      ) : null}
      {/* Last: on a navigation its banners arrive after the first paint, and nothing below them may move when they do. */}
      <PageCarousels page="home" loaded={data?.carousels} />
    </Stack>
  );
}

/** The route module: the home with its loader's carousels and categories. */
export function Component() {
  return <HomeScreen data={useLoaderData<HomeData>()} />;
}
