import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { Link } from '@ui/Link';
import { Skeleton } from '@ui/Skeleton';
import { StatusPanel } from '@ui/StatusPanel';
import { LazySafeHtml } from '@ui/LazySafeHtml';
import { styled } from '@themes/stitches.config';
import { plainText, PREVIEW_TEXT_MAX } from '@storefront/domain/structuredData';
import type { StaticPageData } from '@storefront/state/staticPages';
import { PageCarousels } from '@storefront/components/Carousels/PageCarousels';
import { PageMeta } from '@storefront/components/page/PageMeta';
import { useCanonicalPaths, useSupplierPaths } from '@storefront/state/supplierPaths';
import { staticPageScreenMessages as messages } from './messages';

const Article = styled('article', { display: 'grid', gap: '$5', minWidth: 0, '& h1': { margin: 0 } });

/** Server HTML, always sanitised: the sanitiser comes with the first page that needs it. */

/** A supplier's static page (spec 2 "Static pages"): its title and its sanitised HTML. */
function StaticPageScreen({ page }: { page: StaticPageData }) {
  const intl = useIntl();
  const canonical = useCanonicalPaths();
  const paths = useSupplierPaths();

  const back = (
    <Link appearance="button" href={paths.home}>
      {intl.formatMessage(messages.back)}
    </Link>
  );
  if (page.status !== 'loaded') {
    const failed = page.status === 'failed';
    return (
      <StatusPanel announce={failed ? 'alert' : 'status'} title={intl.formatMessage(failed ? messages.failed : messages.notFound)} actions={back}>
        <p>{intl.formatMessage(failed ? messages.failedNote : messages.notFoundText)}</p>
      </StatusPanel>
    );
  }
  return (
    <Article aria-labelledby="pagina-titulo">
      <PageMeta title={page.pagina.titulo} description={plainText(page.pagina.html, PREVIEW_TEXT_MAX) || undefined} path={canonical.page(page.pagina.slug)} />
      <h1 id="pagina-titulo">{page.pagina.titulo}</h1>
      <LazySafeHtml html={page.pagina.html ?? ''} fallback={<Skeleton shape="rect" height="$placeholderHero" label={intl.formatMessage(messages.loading)} />} />
      {/* spec 7 `idstaticpage`: the page's own carousels, under its text. */}
      <PageCarousels page="pagina-estatica" idstaticpage={page.pagina.id} />
    </Article>
  );
}

/** The route module: the loader's page. */
export function Component() {
  return <StaticPageScreen page={useLoaderData<StaticPageData>()} />;
}
