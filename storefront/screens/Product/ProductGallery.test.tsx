import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../../tests/support/renderWithIntl';
import { ProductGallery } from './ProductGallery';

describe('the product gallery', () => {
  it('sizes every picture and loads only the first at once', () => {
    renderWithIntl(<ProductGallery name="Vinho tinto seco" images={['/a.svg', '/b.svg', '/c.svg']} />);
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAccessibleName('Vinho tinto seco, foto 1 de 3');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(rest.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    for (const img of [first, ...rest]) {
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '800');
    }
  });

  it('makes several pictures one named row the keyboard can scroll, with their count for phones', () => {
    const { unmount } = renderWithIntl(<ProductGallery name="Arroz" images={['/a.svg', '/b.svg', '/c.svg']} />);
    const row = screen.getByRole('list', { name: 'Fotos de Arroz' });
    expect(row).toHaveAttribute('tabindex', '0');
    // Seen over the first photo on phones; the photos' own names already say it to a screen reader.
    expect(screen.getByText('3 fotos')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    renderWithIntl(<ProductGallery name="Arroz" images={['/a.svg']} />);
    expect(screen.getByRole('list')).not.toHaveAttribute('tabindex');
    expect(screen.queryByText(/fotos/)).not.toBeInTheDocument();
  });

  it('names a single picture after the product and keeps the box without one', () => {
    const { unmount } = renderWithIntl(<ProductGallery name="Arroz" images={['/a.svg']} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Arroz');
    unmount();
    renderWithIntl(<ProductGallery name="Arroz" images={[]} />);
    expect(screen.queryByRole('img', { name: 'Arroz' })).not.toBeInTheDocument();
  });
});
