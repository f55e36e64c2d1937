import { useId, type ReactNode, type Ref } from 'react';
import { styled } from '@themes/stitches.config';

/**
 * A screen's column: its parts one under the other, a token's gap apart. Headings and paragraphs inside
 * lose the browser's margins (`:where`, so any component's own margin still wins): the gap alone spaces
 * the page, as in Stack.
 */
export const Page = styled('div', {
  display: 'grid',
  minWidth: 0,
  alignContent: 'start',
  '& :where(h1, h2, h3, p)': { margin: 0 },
  variants: {
    gap: { 4: { gap: '$4' }, 5: { gap: '$5' }, 6: { gap: '$6' } },
    /** `prose` for a form or a text to read; `content` for the page's widest column. */
    measure: { prose: { maxWidth: '$prose' }, content: { maxWidth: '$content' } },
  },
  defaultVariants: { gap: 5 },
});

const Header = styled('header', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: '$3',
  minWidth: 0,
});
const Titles = styled('div', { display: 'grid', gap: '$2', justifyItems: 'start', minWidth: 0, flex: '1 1 20rem' });
const TitleRow = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', minWidth: 0 });
/** A title that takes focus after a change is a landmark for the reader, not a control: no ring. */
const Title = styled('h1', { margin: 0, overflowWrap: 'anywhere', '&[tabindex="-1"]:focus': { outline: 'none' } });
const Description = styled('p', { margin: 0, maxWidth: '$prose' });

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** A way back, above the title (to the list this page is one of). */
  back?: ReactNode;
  /** Beside the title: the state of the thing the page shows (a status badge). */
  status?: ReactNode;
  /** Under the title: what the page is for. */
  description?: ReactNode;
  /** At the row's end, or under the title when the row is full: the page's own action. */
  actions?: ReactNode;
  /** For a page that moves focus to its title after a change (`tabIndex` -1 is set). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The top of a screen (Primer's PageHeader): the way back, the title and its status, a line on it, the actions. */
export function PageHeader({ title, back, status, description, actions, headingRef }: PageHeaderProps) {
  const heading = (
    <Title ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
      {title}
    </Title>
  );
  return (
    <Header>
      <Titles>
        {back}
        {status ? (
          <TitleRow>
            {heading}
            {status}
          </TitleRow>
        ) : (
          heading
        )}
        {description ? <Description>{description}</Description> : null}
      </Titles>
      {actions}
    </Header>
  );
}

const Region = styled('section', {
  display: 'grid',
  gap: '$3',
  minWidth: 0,
  alignContent: 'start',
  '& > :is(h2, h3), & > header > :is(h2, h3)': { margin: 0 },
  '& > h2, & > header > h2': { fontSize: '$lg' },
  '& > h3, & > header > h3': { fontSize: '$md' },
});
const SectionHead = styled('header', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });

export interface SectionProps {
  /** The section's `h2`, which also names it as a region. */
  title: ReactNode;
  /** An id for the heading, when something else points at it; otherwise one is made. */
  titleId?: string;
  /** At the end of the heading's row: a count, a link to see all. */
  action?: ReactNode;
  /** 3 for a part inside another section. */
  level?: 2 | 3;
  children: ReactNode;
}

/** One titled part of a page, named by its heading for screen-reader navigation. */
export function Section({ title, titleId, action, level = 2, children }: SectionProps) {
  const ownId = useId();
  const id = titleId ?? ownId;
  const heading = level === 2 ? <h2 id={id}>{title}</h2> : <h3 id={id}>{title}</h3>;
  return (
    <Region aria-labelledby={id}>
      {action ? (
        <SectionHead>
          {heading}
          {action}
        </SectionHead>
      ) : (
        heading
      )}
      {children}
    </Region>
  );
}
