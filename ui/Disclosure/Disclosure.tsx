import type { ReactNode } from 'react';
import { Button, Disclosure as AriaDisclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { styled } from '@themes/stitches.config';
import { Icon } from '../Icon';

export interface DisclosureItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  /**
   * Built only while the section is open. For heavy content folded by default (the catalogue's filters
   * on phones): the page renders faster, at the cost of find-in-page not seeing it while closed.
   */
  onlyWhenExpanded?: boolean;
}

export interface DisclosureProps {
  items: readonly DisclosureItem[];
  /** More than one section may be open at once (FAQ) or only one (accordion). */
  allowsMultipleExpanded?: boolean;
  defaultExpandedKeys?: readonly string[];
  /** Heading level of each section title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

const Group = styled(DisclosureGroup, { display: 'grid', borderTop: '$borderWidths$thin solid $borderSubtle' });
const Section = styled(AriaDisclosure, { borderBottom: '$borderWidths$thin solid $borderSubtle' });
const Title = styled(Heading, { margin: 0, fontSize: '$md' });

const Trigger = styled(Button, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  width: '100%',
  minHeight: '$targetComfortable',
  padding: '$2 $3',
  border: 'none',
  background: 'none',
  color: '$text',
  font: 'inherit',
  fontWeight: '$medium',
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  '&[data-hovered]': { backgroundColor: '$surface' },
  '&[data-focus-visible]': { focusRing: 'inside' },
  '& svg': { transition: 'transform $fast' },
  '[data-expanded] > h2 > &, [data-expanded] > h3 > &, [data-expanded] > h4 > &': { '& svg': { transform: 'rotate(180deg)' } },
});

const Panel = styled(DisclosurePanel, { padding: '0 $3 $3', color: '$text' });

/** Sections that open and close (FAQ, order details, filters), with react-aria's button and region wiring. */
export function Disclosure({ items, allowsMultipleExpanded = false, defaultExpandedKeys, headingLevel = 3 }: DisclosureProps) {
  return (
    <Group allowsMultipleExpanded={allowsMultipleExpanded} defaultExpandedKeys={defaultExpandedKeys}>
      {items.map((item) => (
        <Section key={item.id} id={item.id}>
          {({ isExpanded }) => (
            <>
              <Title level={headingLevel}>
                <Trigger slot="trigger">
                  {item.title}
                  <Icon name="chevronDown" />
                </Trigger>
              </Title>
              <Panel>{isExpanded || !item.onlyWhenExpanded ? item.content : null}</Panel>
            </>
          )}
        </Section>
      ))}
    </Group>
  );
}
