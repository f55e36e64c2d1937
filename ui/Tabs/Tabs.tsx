import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import { styled } from '@themes/stitches.config';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list ("Pedidos e assinaturas"). */
  label: string;
  items: readonly TabItem[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: Key) => void;
}

const Root = styled(AriaTabs, { display: 'grid', gap: '$4' });

const List = styled(TabList, {
  display: 'flex',
  gap: '$1',
  overflowX: 'auto',
  borderBottom: '$borderWidths$thin solid $borderSubtle',
});

const Trigger = styled(Tab, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$targetComfortable',
  paddingInline: '$4',
  color: '$textMuted',
  fontWeight: '$medium',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderBottom: '$borderWidths$accent solid transparent',
  '&[data-hovered]': { color: '$text' },
  '&[data-selected]': { color: '$primaryText', borderBottomColor: '$primaryBorder' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  '&[data-focus-visible]': { focusRing: 'inside' },
});

const Panel = styled(TabPanel, { outline: 'none', borderRadius: '$sm', '&[data-focus-visible]': { focusRing: 'outside' } });

/** Sections of one screen (orders and subscriptions): arrow keys move between tabs, Tab enters the panel. */
export function Tabs({ label, items, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  return (
    <Root
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange}
      disabledKeys={items.filter((i) => i.isDisabled).map((i) => i.id)}
    >
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.id} id={item.id}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.id} id={item.id}>
          {item.content}
        </Panel>
      ))}
    </Root>
  );
}
