import { useId, type ReactNode } from 'react';
import { styled } from '@themes/stitches.config';

export interface StatusPanelProps {
  title: ReactNode;
  /** What happened and what the shopper can do; paragraphs or inline content. */
  children?: ReactNode;
  /** Buttons or links, in reading order (primary last). */
  actions?: ReactNode;
  /** `alert` announces the panel at once (errors); `status` politely; none for a page's content. */
  announce?: 'alert' | 'status';
  /** A page of its own shows the panel centred in a narrow column. */
  layout?: 'page' | 'inline';
}

const Root = styled('section', {
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
  '& h1': { margin: 0, fontSize: '$xl', lineHeight: '$tight' },
  '& p': { margin: 0, maxWidth: '$prose' },
  variants: {
    layout: {
      page: { maxWidth: '$prose', marginInline: 'auto', padding: '$7 $4' },
      inline: {},
    },
  },
});

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2', marginTop: '$2' });

/** A page-level message: a heading, an explanation and the way forward (errors, confirmations). */
export function StatusPanel({ title, children, actions, announce, layout = 'inline' }: StatusPanelProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} role={announce} layout={layout}>
      <h1 id={headingId}>{title}</h1>
      {children}
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}
