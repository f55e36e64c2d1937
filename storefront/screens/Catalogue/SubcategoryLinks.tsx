import { useIntl } from 'react-intl';
import { Link } from '@ui/Link';
import { Inline } from '@ui/Stack';
import { styled } from '@themes/stitches.config';
import type { SetorView } from '@storefront/state/catalogue';
import { catalogueScreenMessages as messages } from './messages';

const Nav = styled('nav', { marginBottom: '$4' });

/** The chosen category's subcategories, as links a crawler follows too. */
export function SubcategoryLinks({ category, hrefOf }: { category: Pick<SetorView, 'nome' | 'filhos'>; hrefOf: (id: string) => string }) {
  const intl = useIntl();
  return (
    <Nav aria-label={intl.formatMessage(messages.subcategories, { nome: category.nome })}>
      {/* One tap each, wrapping on phones (where the tree starts folded). */}
      <Inline as="ul" gap={2} align="stretch">
        {category.filhos.map((s) => (
          <li key={s.id}>
            <Link appearance="button" href={hrefOf(s.id)}>
              {s.nome}
            </Link>
          </li>
        ))}
      </Inline>
    </Nav>
  );
}
