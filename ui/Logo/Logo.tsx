import { useState } from 'react';
import { styled } from '@themes/stitches.config';

export interface LogoProps {
  /** The store's name: the image's alternative text, and the text shown when there is no image. */
  name: string;
  /** The supplier's logo (theme `logo`); any aspect ratio fits the box without distortion. */
  src?: string | undefined;
  /** Inside a link that is already named ("Página inicial de ..."), the image adds nothing to read. */
  isDecorative?: boolean;
}

/** A fixed box, so a late or failed logo never moves the header (no layout shift). */
const Image = styled('img', {
  display: 'block',
  width: '$logoWidth',
  height: '$logo',
  objectFit: 'contain',
  objectPosition: 'left center',
});

const Name = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$logo',
  maxWidth: '$logoWidth',
  fontSize: '$lg',
  fontWeight: '$bold',
  lineHeight: '$tight',
  color: '$text',
  overflowWrap: 'anywhere',
});

/**
 * The supplier's logo in the header and the theme studio; the store name in text when the theme has
 * no logo or the image fails, so the header is never empty.
 */
export function Logo({ name, src, isDecorative = false }: LogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <Name aria-hidden={isDecorative || undefined}>{name}</Name>;
  // The intrinsic size matches the box tokens (160 x 40), so the browser reserves the room before loading.
  return <Image src={src} alt={isDecorative ? '' : name} width={160} height={40} decoding="async" onError={() => setFailed(src)} />;
}
