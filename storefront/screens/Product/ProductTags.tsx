import { useIntl } from 'react-intl';
import { Link } from '@ui/Link';
import { styled } from '@themes/stitches.config';
import { useSupplierPaths } from '@storefront/state/supplierPaths';
import { productScreenMessages as messages } from './messages';

const Tags = styled('section', { display: 'grid', gap: '$2', '& h2': { margin: 0, fontSize: '$md' } });
/** Its own list, not `Inline as="ul"`: the product page's first load has no Stack module, and 0.3 KiB is a lot to add for it. */
const TagLinks = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });

/** The product's search tags: links to the catalogue filtered by each, that wrap, each a comfortable target. */
export function ProductTags({ tags }: { tags: readonly { id: string; nome: string }[] }) {
  const intl = useIntl();
  const paths = useSupplierPaths();
  if (tags.length === 0) return null;
  return (
    <Tags aria-labelledby="caracteristicas">
      <h2 id="caracteristicas">{intl.formatMessage(messages.tagsTitle)}</h2>
      <TagLinks aria-label={intl.formatMessage(messages.tagsList)}>
        {tags.map((t) => (
          <li key={t.id}>
            <Link appearance="button" href={paths.catalogue({ tag: t.id })}>
              {t.nome}
            </Link>
          </li>
        ))}
      </TagLinks>
    </Tags>
  );
}
