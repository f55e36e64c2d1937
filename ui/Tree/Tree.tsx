import { useState } from 'react';
import {
  Button as AriaButton,
  Collection,
  Tree as AriaTree,
  TreeItem,
  TreeItemContent,
  type Key,
  type Selection,
} from 'react-aria-components';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { css, styled } from '@themes/stitches.config';
import { quietIconPressable } from '../Button/pressable';
import { Icon } from '../Icon';

const messages = defineMessages<{ count: { count: number }; empty: NoMessageValues }>({
  count: {
    id: 'ui.tree.count',
    defaultMessage: '{count, plural, one {# produto} other {# produtos}}',
    description: 'How many products a category holds, read after its name in the category tree',
  },
  empty: { id: 'ui.tree.empty', defaultMessage: 'Nenhuma categoria disponível', description: 'Shown when a category tree has no items' },
});

/** One node of the tree: a category with its sub-categories. */
export interface TreeNode {
  id: string;
  label: string;
  /** Products in the category, shown after the name. */
  count?: number;
  children?: TreeNode[];
}

export interface TreeProps {
  /** What the tree is ("Categorias"): trees have no visible label of their own. */
  'aria-label': string;
  items: TreeNode[];
  /** The category on screen; its ancestors open when the tree first shows. */
  selectedKey?: string | null;
  onSelect?: (id: string) => void;
  defaultExpandedKeys?: Iterable<string>;
  disabledKeys?: Iterable<string>;
}

/** The ids from the root to `id` (without `id`), or null when it is not in the tree. */
export function ancestorsOf(items: TreeNode[], id: string): string[] | null {
  for (const item of items) {
    if (item.id === id) return [];
    const below = item.children ? ancestorsOf(item.children, id) : null;
    if (below) return [item.id, ...below];
  }
  return null;
}

const root = css({
  display: 'grid',
  gap: '$hairline',
  minWidth: 0,
  outline: 'none',
  color: '$text',
  '&[data-focus-visible]': { focusRing: 'outside' },
  '&[data-empty]': { padding: '$3', color: '$textMuted', fontStyle: 'italic' },
});

const row = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '$targetComfortable',
  // Each level indents by one chevron width, so the names line up under their parent's name.
  paddingInlineStart: 'calc((var(--tree-item-level) - 1) * $sizes$controlSm)',
  paddingInlineEnd: '$2',
  borderRadius: '$md',
  cursor: 'pointer',
  outline: 'none',
  '&[data-hovered]': { backgroundColor: '$surface' },
  '&[data-focus-visible]': { focusRing: 'inside' },
  '&[data-selected]': { backgroundColor: '$primarySubtle', color: '$text', fontWeight: '$bold', boxShadow: 'inset $borderWidths$accent 0 0 $colors$primary' },
  '&[data-disabled]': { color: '$textMuted', cursor: 'not-allowed' },
});

const Content = styled('span', { display: 'flex', alignItems: 'center', gap: '$1', flex: 1, minWidth: 0 });

/** Not a tab stop (react-aria): the row's arrow keys open and close; the pointer uses this. */
const Chevron = styled(AriaButton, {
  ...quietIconPressable,
  width: '$controlSm',
  height: '$controlSm',
  color: 'inherit',
  '& svg': { transition: 'transform $fast' },
  '[data-expanded] & svg': { transform: 'rotate(90deg)' },
});

const Spacer = styled('span', { flex: 'none', width: '$controlSm' });

const Label = styled('span', { flex: 1, minWidth: 0, paddingBlock: '$2', overflowWrap: 'anywhere' });

const Count = styled('span', { flex: 'none', fontSize: '$sm', color: '$textMuted', fontWeight: '$regular', fontVariantNumeric: 'tabular-nums' });

const Hidden = styled('span', { visuallyHidden: true });

/**
 * The category tree of the catalogue: react-aria's Tree (arrows move, Right/Left open and close,
 * Enter or Space choose), one category chosen at a time, marked by more than colour.
 */
export function Tree({ 'aria-label': ariaLabel, items, selectedKey, onSelect, defaultExpandedKeys = [], disabledKeys }: TreeProps) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState<Set<Key>>(
    () => new Set([...defaultExpandedKeys, ...((selectedKey && ancestorsOf(items, selectedKey)) || [])]),
  );

  const renderNode = (node: TreeNode) => (
    <TreeItem<TreeNode> id={node.id} textValue={node.label} key={node.id} className={row()}>
      <TreeItemContent>
        {({ hasChildItems }) => (
          <Content>
            {hasChildItems ? (
              <Chevron slot="chevron">
                <Icon name="chevronRight" size="sm" />
              </Chevron>
            ) : (
              <Spacer />
            )}
            <Label>{node.label}</Label>
            {node.count === undefined ? null : (
              <>
                <Count aria-hidden="true">{intl.formatNumber(node.count)}</Count>
                <Hidden>{intl.formatMessage(messages.count, { count: node.count })}</Hidden>
              </>
            )}
          </Content>
        )}
      </TreeItemContent>
      {node.children?.length ? <Collection items={node.children}>{renderNode}</Collection> : null}
    </TreeItem>
  );

  return (
    <AriaTree<TreeNode>
      className={root()}
      aria-label={ariaLabel}
      items={items}
      selectionMode="single"
      selectionBehavior="replace"
      selectedKeys={selectedKey ? [selectedKey] : []}
      onSelectionChange={(keys: Selection) => {
        const [first] = keys === 'all' ? [] : [...keys];
        if (first !== undefined) onSelect?.(String(first));
      }}
      expandedKeys={expanded}
      onExpandedChange={setExpanded}
      disabledKeys={disabledKeys}
      renderEmptyState={() => intl.formatMessage(messages.empty)}
    >
      {renderNode}
    </AriaTree>
  );
}
