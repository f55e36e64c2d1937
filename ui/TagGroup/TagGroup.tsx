import type { Key } from 'react';
import { Button, Label, Tag, TagGroup as AriaTagGroup, TagList, type Selection } from 'react-aria-components';
import { css, styled } from '@themes/stitches.config';
import { Icon } from '../Icon';

export interface TagItem {
  id: string;
  label: string;
}

export interface TagGroupProps {
  label: string;
  items: readonly TagItem[];
  /** Makes each tag removable (active filters); without it, tags are plain labels. */
  onRemove?: (keys: Set<Key>) => void;
  /** Filter chips: pressing a tag toggles it (Space or Enter from the keyboard); shown pressed when chosen. */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** The chosen tags' ids, with `selectionMode`. */
  selectedKeys?: Iterable<string>;
  onSelectionChange?: (keys: Set<string>) => void;
}

const Root = styled(AriaTagGroup, { display: 'grid', gap: '$2', '& [slot="label"], & label': { fontSize: '$sm', fontWeight: '$medium' } });
const list = css({ display: 'flex', flexWrap: 'wrap', gap: '$2' });

const Chip = styled(Tag, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '$controlSm',
  paddingInline: '$3',
  borderRadius: '$pill',
  border: '$borderWidths$thin solid $primaryBorder',
  backgroundColor: '$primarySubtle',
  color: '$primaryText',
  fontSize: '$sm',
  outline: 'none',
  '&[data-focus-visible]': { focusRing: 'outside' },
  '&[data-allows-removing]': { paddingRight: '$1' },
  '&[data-selection-mode]': { cursor: 'pointer' },
  '&[data-hovered]': { borderColor: '$primaryText' },
  '&[data-selected]': { backgroundColor: '$primary', borderColor: '$primary', color: '$onPrimary' },
});

const Remove = styled(Button, {
  display: 'inline-grid',
  placeItems: 'center',
  width: '$target',
  height: '$target',
  padding: 0,
  border: 'none',
  borderRadius: '$pill',
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  '&[data-hovered]': { backgroundColor: '$background' },
  '&[data-focus-visible]': { focusRing: 'outside' },
});

/**
 * Chips in a group: arrows move between them. Active filters: Delete or the × button removes one.
 * Filter chips (`selectionMode`): Space, Enter or a press toggles one.
 */
export function TagGroup({ label, items, onRemove, selectionMode, selectedKeys, onSelectionChange }: TagGroupProps) {
  const select = (keys: Selection) => onSelectionChange?.(new Set(keys === 'all' ? items.map((i) => i.id) : [...keys].map(String)));
  return (
    <Root onRemove={onRemove} selectionMode={selectionMode} selectedKeys={selectedKeys} onSelectionChange={onSelectionChange ? select : undefined}>
      <Label>{label}</Label>
      <TagList<TagItem> className={list()} items={items}>
        {(item) => (
          <Chip id={item.id} textValue={item.label}>
            {({ isSelected }) => (
              <>
                {/* A check on a chosen filter, so its state never rests on colour alone. */}
                {isSelected ? <Icon name="check" size="sm" /> : null}
                {item.label}
                {onRemove ? (
                  // react-aria names it "Remover <tag>" in pt-BR (its own locale strings).
                  <Remove slot="remove">
                    <Icon name="close" size="sm" />
                  </Remove>
                ) : null}
              </>
            )}
          </Chip>
        )}
      </TagList>
    </Root>
  );
}
