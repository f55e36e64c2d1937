import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { Avatar, initials } from './Avatar';

describe('initials', () => {
  it.each([
    ['Maria da Silva', 'MS'],
    ['joão', 'J'],
    ['  Ana   Beatriz  dos Santos ', 'AS'],
    ['Élio de Andrade', 'ÉA'],
    ['', ''],
    ['de', ''],
  ])('%j gives %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('Avatar', () => {
  it('is an image named after the person', () => {
    renderWithIntl(<Avatar name="Maria da Silva" />);
    expect(screen.getByRole('img', { name: 'Maria da Silva' })).toHaveTextContent('MS');
  });

  it('falls back to the initials when the photo fails', () => {
    const { container } = renderWithIntl(<Avatar name="Maria da Silva" src="/nao-existe.jpg" />);
    const photo = container.querySelector('img');
    expect(photo).not.toBeNull();
    fireEvent.error(photo!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Maria da Silva' })).toHaveTextContent('MS');
  });

  it('tries again when given another photo', () => {
    const { container, rerender } = renderWithIntl(<Avatar name="Ana" src="/a.jpg" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<Avatar name="Ana" src="/b.jpg" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/b.jpg');
  });

  it('is hidden when decorative', () => {
    renderWithIntl(<Avatar name="Ana" isDecorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
