import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@ui/Icon';
import { styled } from '@themes/stitches.config';
import { productGalleryMessages as messages } from './messages';

/** Intrinsic size of the pictures: with the box's aspect ratio, nothing moves when they arrive (CLS). */
const IMAGE_SIZE = 800;

const Root = styled('div', { position: 'relative', minWidth: 0 });

/**
 * Phones: one square row to swipe, however many photos there are, so the page below never moves when
 * more arrive (CLS). From `md`, beside the product's details: the first large, the rest below it.
 */
const List = styled('ul', {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  gap: '$2',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: '$lg',
  outline: 'none',
  '&:focus-visible': { focusRing: 'outside' },
  '& > li': { scrollSnapAlign: 'start' },
  '@md': {
    gridAutoFlow: 'row',
    gridAutoColumns: 'auto',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    overflowX: 'visible',
    scrollSnapType: 'none',
    '& > li:first-child': { gridColumn: '1 / -1' },
  },
});

/** How many photos there are, over the first one, on phones only (the rest are out of sight there). */
const Count = styled('span', {
  position: 'absolute',
  insetBlockStart: '$2',
  insetInlineEnd: '$2',
  paddingBlock: '$1',
  paddingInline: '$2',
  borderRadius: '$pill',
  backgroundColor: '$background',
  color: '$text',
  fontSize: '$sm',
  fontWeight: '$medium',
  pointerEvents: 'none',
  '@md': { display: 'none' },
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

/** The product's pictures in fixed square boxes: on phones a row to swipe, wider the first large and the rest below it. */
export function ProductGallery({ name, images, dimmed = false }: ProductGalleryProps) {
  const intl = useIntl();
  if (images.length === 0) {
    return (
      <ProductMedia>
        <Icon name="image" size="lg" />
      </ProductMedia>
    );
  }
  const several = images.length > 1;
  return (
    <Root>
      {/* Several photos scroll sideways on phones: the row takes the keyboard's focus, so arrows scroll it. */}
      <List aria-label={several ? intl.formatMessage(messages.photos, { name }) : undefined} tabIndex={several ? 0 : undefined}>
        {images.map((src, i) => (
          <li key={src}>
            <Picture src={src} alt={several ? intl.formatMessage(messages.photo, { name, index: i + 1, total: images.length }) : name} first={i === 0} dimmed={dimmed} />
          </li>
        ))}
      </List>
      {several ? <Count aria-hidden="true">{intl.formatMessage(messages.count, { total: images.length })}</Count> : null}
    </Root>
  );
}
