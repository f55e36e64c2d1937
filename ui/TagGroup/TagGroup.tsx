import type { Key } from 'react';
import { Button, Label, Tag, TagGroup as AriaTagGroup, TagList } from 'react-aria-components';
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

/** Chips in a group (active search filters): arrows move between them, Delete or the × button removes one. */
export function TagGroup({ label, items, onRemove }: TagGroupProps) {
  return (
    <Root onRemove={onRemove}>
      <Label>{label}</Label>
      <TagList<TagItem> className={list()} items={items}>
        {(item) => (
          <Chip id={item.id} textValue={item.label}>
            {item.label}
            {onRemove ? (
              // react-aria names it "Remover <tag>" in pt-BR (its own locale strings).
              <Remove slot="remove">
                <Icon name="close" size="sm" />
              </Remove>
            ) : null}
          </Chip>
        )}
      </TagList>
    </Root>
  );
}
