import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { AppFooter, type FooterSection } from '@ui/AppFooter';
import { LazySafeHtml } from '@ui/LazySafeHtml';
import { contentLink } from '@storefront/domain/contentLink';
import { useAppServices, usePageOrigin } from '@storefront/state/context';
import { loadFooter } from '@storefront/state/footer';
import { useSupplierPaths } from '@storefront/state/supplierPaths';

/** The footer's HTML waits for the sanitiser, which comes with the first footer that has some. */

const messages = defineMessages<{ external: { texto: string } }>({
  external: { id: 'content.footer.external', defaultMessage: '{texto} (abre em nova aba)', description: 'A footer link to another site, opened in a new tab' },
});

export interface SupplierFooterProps {
  /** The last line (copyright): shown alone while the footer loads or when it fails. */
  legal: string;
}

/**
 * spec 7 `rodape`: the supplier's link sections and its HTML (address, contact), sanitised. Links go
 * through the content link check (same-origin paths, other sites apart, script URLs dropped).
 */
export function SupplierFooter({ legal }: SupplierFooterProps) {
  const intl = useIntl();
  // Relative footer links are the supplier's own.
  const { home } = useSupplierPaths();
  const { stores, api } = useAppServices();
  const origin = usePageOrigin();
  const footer = useSnapshot(stores.footer);
  const { fornecedor } = useSnapshot(stores.supplier);
  const session = useSnapshot(stores.session);
  const idfornecedor = fornecedor?.idfornecedor;
  const idcliente = session.usuario?.idcliente;

  // The supplier's loader brings the footer of the page's first shopper; a client who signs in gets hers.
  useEffect(() => {
    if (idfornecedor) void loadFooter(stores.footer, api, idfornecedor, idcliente);
  }, [stores, api, idfornecedor, idcliente]);

  const sections: FooterSection[] = (footer.rodape?.secoes ?? [])
    .map((secao) => ({
      title: secao.titulo,
      links: secao.links.flatMap((l) => {
        const link = contentLink(l.link, origin, home);
        if (!link) return [];
        return link.kind === 'internal'
          ? [{ label: l.texto, href: link.path }]
          : [{ label: intl.formatMessage(messages.external, { texto: l.texto }), href: link.href, external: true }];
      }),
    }))
    .filter((s) => s.links.length > 0);
  const html = footer.rodape?.html;

  return (
    <AppFooter sections={sections} legal={legal}>
      {html ? (
        <address>
          <LazySafeHtml html={html} links="inherit" />
        </address>
      ) : null}
    </AppFooter>
  );
}
