import { useIntl } from 'react-intl';
import { Link } from '@ui/Link';
import { styled } from '@themes/stitches.config';
import type { SetorView } from '@storefront/state/catalogue';
import { catalogueScreenMessages as messages } from './messages';

/** One tap each, wrapping on phones (where the tree starts folded). */
const List = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$2', margin: '0 0 $4', padding: 0, listStyle: 'none' });

/** The chosen category's subcategories, as links a crawler follows too. */
export function SubcategoryLinks({ category, hrefOf }: { category: Pick<SetorView, 'nome' | 'filhos'>; hrefOf: (id: string) => string }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.subcategories, { nome: category.nome })}>
      <List>
        {category.filhos.map((s) => (
          <li key={s.id}>
            <Link appearance="button" href={hrefOf(s.id)}>
              {s.nome}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
