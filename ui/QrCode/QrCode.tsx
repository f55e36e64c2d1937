import { useMemo } from 'react';
import { generate } from 'lean-qr';
import { toSvgDataURL } from 'lean-qr/extras/svg';
import { styled } from '@themes/stitches.config';

export interface QrCodeProps {
  /** The text the code carries (a PIX copy-paste code, a link). */
  value: string;
  /** What the image is, for screen readers ("QR Code PIX do pedido 1042"). */
  label: string;
  /** Side in CSS pixels; the image keeps this box while it is drawn, so nothing moves. */
  size?: number;
}

const Image = styled('img', {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '1',
  // Dark modules on white whatever the theme, so every banking app can read it.
  backgroundColor: 'white',
  imageRendering: 'pixelated',
  borderRadius: '$sm',
});

/** A QR code drawn in the page (SVG), dark on white with its quiet zone. */
export function QrCode({ value, label, size = 240 }: QrCodeProps) {
  const src = useMemo(() => toSvgDataURL(generate(value), { on: 'black', off: 'white', pad: 4 }), [value]);
  return <Image src={src} alt={label} width={size} height={size} />;
}
