import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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

const Group = styled('div', { display: 'grid', borderTop: '$borderWidths$thin solid $borderSubtle' });
const Section = styled('div', { borderBottom: '$borderWidths$thin solid $borderSubtle' });
const titleLook = { margin: 0, fontSize: '$md' } as const;
const titles = { 2: styled('h2', titleLook), 3: styled('h3', titleLook), 4: styled('h4', titleLook) };

const Trigger = styled('button', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  width: '100%',
  minHeight: '$targetComfortable',
  margin: 0,
  padding: '$2 $3',
  border: 'none',
  background: 'none',
  color: '$text',
  font: 'inherit',
  fontWeight: '$medium',
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  '@hover': { '&:hover': { backgroundColor: '$surface' } },
  '&:focus-visible': { focusRing: 'inside' },
  '& svg': { transition: 'transform $fast' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});

const Panel = styled('div', { padding: '0 $3 $3', color: '$text' });

/**
 * A folded panel stays in the page as `hidden="until-found"` where the browser knows it: find-in-page
 * still reaches its text, and opens the section when it does.
 */
function FoldedPanel({ expanded, onFound, ...props }: { id: string; 'aria-labelledby': string; expanded: boolean; onFound: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!panel || expanded || !('onbeforematch' in document.body)) return;
    panel.setAttribute('hidden', 'until-found');
    panel.addEventListener('beforematch', onFound);
    return () => panel.removeEventListener('beforematch', onFound);
  }, [expanded, onFound]);
  return <Panel {...props} ref={ref} role="group" hidden={!expanded} />;
}

/**
 * Sections that open and close (FAQ, order details, filters): the WAI-ARIA disclosure pattern in native
 * buttons under headings, so it costs no library and opens before the page's scripts are all in.
 */
export function Disclosure({ items, allowsMultipleExpanded = false, defaultExpandedKeys, headingLevel = 3 }: DisclosureProps) {
  const id = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpandedKeys));
  const Title = titles[headingLevel];
  const toggle = (key: string, open: boolean) =>
    setExpanded((now) => {
      if (!open) return new Set([...now].filter((k) => k !== key));
      return new Set(allowsMultipleExpanded ? [...now, key] : [key]);
    });
  return (
    <Group>
      {items.map((item) => {
        const isExpanded = expanded.has(item.id);
        const triggerId = `${id}-${item.id}-trigger`;
        const panelId = `${id}-${item.id}-panel`;
        return (
          <Section key={item.id} id={item.id} data-expanded={isExpanded || undefined}>
            <Title>
              <Trigger type="button" id={triggerId} aria-expanded={isExpanded} aria-controls={panelId} onClick={() => toggle(item.id, !isExpanded)}>
                {item.title}
                <Icon name="chevronDown" />
              </Trigger>
            </Title>
            <FoldedPanel id={panelId} aria-labelledby={triggerId} expanded={isExpanded} onFound={() => toggle(item.id, true)}>
              {isExpanded || !item.onlyWhenExpanded ? item.content : null}
            </FoldedPanel>
          </Section>
        );
      })}
    </Group>
  );
}
