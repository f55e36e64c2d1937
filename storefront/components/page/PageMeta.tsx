import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { configuredSupplier, supplierBranding } from '@storefront/domain/supplier';
import { absoluteUrl } from '@storefront/domain/seo';
import { usePageOrigin, useStores } from '@storefront/state/context';
import { storeDefaults } from './storeDefaults';

export interface PageMetaProps {
  /** What a link preview names the page (the document's `<title>` stays the supplier's). */
  title: string;
  /** Plain text; the supplier's description (or the default one) when left out. */
  description?: string;
  /** The page's own address (path and the query that makes it another page): its canonical URL. */
  path: string;
  /** The page's picture; the supplier's logo when left out. */
  image?: string;
  type?: 'website' | 'product';
}

/**
 * What a shared link shows (WhatsApp and social previews read Open Graph) and which address search engines
 * keep (canonical), for every public page. React puts the tags in the document's head.
 */
export function PageMeta({ title, description, path, image, type = 'website' }: PageMetaProps) {
  const intl = useIntl();
  const stores = useStores();
  const origin = usePageOrigin();
  const { fornecedor, tema, configuracao } = useSnapshot(stores.supplier);
  const branding = fornecedor ? supplierBranding(configuredSupplier(fornecedor, configuracao), tema ?? {}) : undefined;
  const url = absoluteUrl(path, origin);
  const picture = image ?? branding?.logo;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description ?? branding?.description ?? intl.formatMessage(storeDefaults.defaultDescription)} />
      {picture ? <meta property="og:image" content={absoluteUrl(picture, origin)} /> : null}
      <meta property="og:url" content={url} />
      {branding?.storeName ? <meta property="og:site_name" content={branding.storeName} /> : null}
      <meta property="og:locale" content="pt_BR" />
    </>
  );
}
