import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { Disclosure } from './Disclosure';

const items = [
  { id: 'a', title: 'Prazo', content: 'Mesmo dia' },
  { id: 'b', title: 'Mínimo', content: 'R$ 150,00' },
];

describe('Disclosure', () => {
  it('titles are headings holding the toggle buttons', () => {
    renderWithIntl(<Disclosure items={items} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Prazo' })).toContainElement(screen.getByRole('button', { name: 'Prazo' }));
  });

  it('opens a section on press', async () => {
    renderWithIntl(<Disclosure items={items} />);
    const button = screen.getByRole('button', { name: 'Prazo' });
    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps one section open in accordion mode', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Disclosure items={items} defaultExpandedKeys={['a']} />);
    await user.click(screen.getByRole('button', { name: 'Mínimo' }));
    expect(screen.getByRole('button', { name: 'Prazo' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('allows several open when asked', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Disclosure items={items} defaultExpandedKeys={['a']} allowsMultipleExpanded />);
    await user.click(screen.getByRole('button', { name: 'Mínimo' }));
    expect(screen.getByRole('button', { name: 'Prazo' })).toHaveAttribute('aria-expanded', 'true');
  });
});
