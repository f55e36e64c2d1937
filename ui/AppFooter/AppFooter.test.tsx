import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { AppFooter } from './AppFooter';

describe('AppFooter', () => {
  it('names each link column after its title', () => {
    renderWithIntl(<AppFooter legal="©" sections={[{ title: 'Ajuda', links: [{ label: 'Como comprar', href: '/ajuda' }] }]} />);
    expect(screen.getByRole('navigation', { name: 'Ajuda' })).toContainElement(screen.getByRole('link', { name: 'Como comprar' }));
  });

  it('is the page footer', () => {
    renderWithIntl(<AppFooter legal="© 2026 Loja" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Loja');
  });
});
