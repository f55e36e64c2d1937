import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '@ui/Icon';
import { styled } from '@themes/stitches.config';

const messages = defineMessages<{ photo: { name: string; index: number; total: number } }>({
  photo: {
    id: 'product.gallery.photo',
    defaultMessage: '{name}, foto {index} de {total}',
    description: 'Alternative text of one of several photos of a product on its page',
  },
});

/** Intrinsic size of the pictures: with the box's aspect ratio, nothing moves when they arrive (CLS). */
const IMAGE_SIZE = 800;

const List = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li:first-child': { gridColumn: '1 / -1' },
});

/** A square box that keeps its shape before (or without) the picture. */
export const ProductMedia = styled('div', {
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  color: '$textMuted',
  '& img': { width: '100%', height: '100%', objectFit: 'contain' },
  variants: { dimmed: { true: { '& img': { filter: 'grayscale(1)', opacity: 0.6 } } } },
});

function Picture({ src, alt, first, dimmed }: { src: string; alt: string; first: boolean; dimmed: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <ProductMedia dimmed={dimmed}>
      {failed ? (
        <Icon name="image" size="lg" />
      ) : (
        <img
          src={src}
          alt={alt}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          // The first picture is the page's largest content: fetched at once; the others wait until near the viewport.
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </ProductMedia>
  );
}

export interface ProductGalleryProps {
  name: string;
  images: readonly string[];
  /** Unavailable products are shown greyed out, as in the catalogue. */
  dimmed?: boolean;
}

/** The product's pictures: the first large, the rest below it, all in fixed square boxes. */
export function ProductGallery({ name, images, dimmed = false }: ProductGalleryProps) {
  const intl = useIntl();
  if (images.length === 0) {
    return (
      <ProductMedia>
        <Icon name="image" size="lg" />
      </ProductMedia>
    );
  }
  return (
    <List>
      {images.map((src, i) => (
        <li key={src}>
          <Picture
            src={src}
            alt={images.length > 1 ? intl.formatMessage(messages.photo, { name, index: i + 1, total: images.length }) : name}
            first={i === 0}
            dimmed={dimmed}
          />
        </li>
      ))}
    </List>
  );
}
