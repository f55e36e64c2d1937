import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { id: 'inicio', label: 'Início', href: '/demo' },
  { id: 'frios', label: 'Frios e laticínios' },
];

function renderCrumbs() {
  render(
    <IntlProvider locale="pt-BR" messages={{}} onError={() => undefined}>
      <Breadcrumbs items={items} />
    </IntlProvider>,
  );
  return screen.getByRole('navigation', { name: 'Você está em' });
}

describe('Breadcrumbs', () => {
  it('is a named navigation landmark with the trail in order', () => {
    const nav = renderCrumbs();
    expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Início', 'Frios e laticínios']);
  });

  it('links every level but the current page', () => {
    const nav = renderCrumbs();
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/demo');
    expect(within(nav).getByText('Frios e laticínios').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
  });
});
