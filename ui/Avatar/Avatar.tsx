import { useState } from 'react';
import { styled } from '@themes/stitches.config';

export interface AvatarProps {
  /** The person's name: gives the initials and, unless decorative, the accessible name. */
  name: string;
  /** A photo; the initials show while it is missing or if it fails to load. */
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Beside the visible name (account menu, linked users) the avatar is a repeat, hidden from screen readers. */
  isDecorative?: boolean;
}

/** Up to two initials: first and last word ("Maria da Silva" → "MS"), skipping Portuguese particles. */
export function initials(name: string): string {
  const particles = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w && !particles.has(w.toLowerCase()));
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((w): w is string => Boolean(w))
    .map((w) => Array.from(w)[0]?.toLocaleUpperCase('pt-BR') ?? '')
    .join('');
}

const Root = styled('span', {
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  overflow: 'hidden',
  borderRadius: '$pill',
  backgroundColor: '$secondary',
  color: '$onSecondary',
  fontWeight: '$bold',
  lineHeight: 1,
  userSelect: 'none',
  variants: {
    size: {
      sm: { width: '$target', height: '$target', fontSize: '$xs' },
      md: { width: '$controlSm', height: '$controlSm', fontSize: '$sm' },
      lg: { width: '$controlLg', height: '$controlLg', fontSize: '$lg' },
    },
  },
});

const Photo = styled('img', { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** A person's photo or initials (account button, linked users, representative's clients). */
export function Avatar({ name, src, size = 'md', isDecorative = false }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = src !== undefined && failed !== src;
  const a11y = isDecorative ? ({ 'aria-hidden': true } as const) : ({ role: 'img', 'aria-label': name } as const);
  return (
    <Root {...a11y} size={size} data-size={size}>
      {showPhoto ? (
        <Photo src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </Root>
  );
}
