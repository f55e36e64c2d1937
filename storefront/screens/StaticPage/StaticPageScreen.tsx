import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useLoaderData } from 'react-router';
import { Link } from '@ui/Link';
import { Skeleton } from '@ui/Skeleton';
import { StatusPanel } from '@ui/StatusPanel';
import { LazySafeHtml } from '@ui/LazySafeHtml';
import { styled } from '@themes/stitches.config';
import { plainText, PREVIEW_TEXT_MAX } from '@storefront/domain/seo';
import type { StaticPageData } from '@storefront/state/staticPages';
import { PageCarousels } from '@storefront/components/Carousels/PageCarousels';
import { PageMeta } from '@storefront/components/page/PageMeta';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

const Article = styled('article', { display: 'grid', gap: '$5', minWidth: 0, '& h1': { margin: 0 } });

/** Server HTML, always sanitised: the sanitiser comes with the first page that needs it. */

const messages = defineMessages<{
  loading: NoMessageValues;
  failed: NoMessageValues;
  failedNote: NoMessageValues;
  notFound: NoMessageValues;
  notFoundText: NoMessageValues;
  back: NoMessageValues;
}>({
  loading: { id: 'staticPage.loading', defaultMessage: 'Carregando página', description: 'A static page is loading' },
  failed: { id: 'staticPage.failed', defaultMessage: 'Não foi possível exibir está página!', description: 'spec 8, verbatim (spelling included): a static page failed' },
  failedNote: {
    id: 'staticPage.failedNote',
    defaultMessage: 'Se o conteúdo desta página mudou há pouco, ele ainda pode estar em revisão. Tente novamente mais tarde.',
    description: 'spec 8: the note that recent content changes need review',
  },
  notFound: { id: 'staticPage.notFound', defaultMessage: 'Página não encontrada', description: 'A static page that does not exist for this storefront' },
  notFoundText: { id: 'staticPage.notFoundText', defaultMessage: 'Esta página não existe ou não está mais publicada.', description: 'Why a static page is missing' },
  back: { id: 'staticPage.back', defaultMessage: 'Voltar para a loja', description: 'Link from a static page to the supplier home' },
});

/** A supplier's static page (spec 2 "Static pages"): its title and its sanitised HTML. */
function StaticPageScreen({ page }: { page: StaticPageData }) {
  const intl = useIntl();
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
      <PageMeta title={page.pagina.titulo} description={plainText(page.pagina.html, PREVIEW_TEXT_MAX) || undefined} path={paths.page(page.pagina.slug)} />
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
