import { useId, type ReactNode } from 'react';
import { css, styled } from '@themes/stitches.config';
import { Icon, type IconName } from '../Icon';

export interface EmptyStateProps {
  /** What is empty, as a heading ("Seu carrinho está vazio"). */
  title: ReactNode;
  /** Why, and what the shopper can do about it. */
  children?: ReactNode;
  /** The way forward (a Button or Link): never leave a dead end. */
  action?: ReactNode;
  icon?: IconName;
  /** The heading level that fits the page outline: 2 inside a page, 3 inside a panel section. */
  headingLevel?: 2 | 3;
  /** `compact` for panels and side sheets, `spacious` for a page of its own. */
  size?: 'compact' | 'spacious';
}

const Root = styled('section', {
  display: 'grid',
  justifyItems: 'center',
  gap: '$3',
  textAlign: 'center',
  color: '$text',
  '& p': { margin: 0, maxWidth: '$prose', color: '$textMuted' },
  variants: {
    size: {
      compact: { padding: '$5 $4' },
      spacious: { padding: '$7 $4' },
    },
  },
});

/** The icon sits on a soft brand disc: a picture of the empty place, not a message on its own. */
const Figure = styled('span', {
  display: 'inline-grid',
  placeItems: 'center',
  width: '$controlLg',
  height: '$controlLg',
  borderRadius: '$pill',
  backgroundColor: '$primarySubtle',
  color: '$primaryText',
});

const heading = css({ margin: 0, fontSize: '$lg', lineHeight: '$tight', overflowWrap: 'anywhere' });

const Action = styled('div', { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '$2', marginTop: '$2' });

/** What a list, a cart or a search shows when there is nothing in it, with the next step. */
export function EmptyState({ title, children, action, icon = 'search', headingLevel = 2, size = 'compact' }: EmptyStateProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Root aria-labelledby={headingId} size={size}>
      <Figure>
        <Icon name={icon} size="lg" />
      </Figure>
      <Heading id={headingId} className={heading()}>
        {title}
      </Heading>
      {children}
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
