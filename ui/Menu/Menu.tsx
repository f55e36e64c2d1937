import type { Key, ReactElement } from 'react';
import { Menu as AriaMenu, MenuItem, MenuTrigger, Separator } from 'react-aria-components';
import { css, styled } from '@themes/stitches.config';
import { Icon, type IconName } from '../Icon';
import { PopoverSurface, popoverItem } from '../Popover';
import { PressTrigger } from '../Button/triggers';

export interface MenuAction {
  id: string;
  label: string;
  icon?: IconName;
  /** Destructive actions (cancel order, log out) are marked in colour and in words by the caller. */
  isDanger?: boolean;
  isDisabled?: boolean;
  /** Draws a separator before this item. */
  startsGroup?: boolean;
  href?: string;
}

export interface MenuProps {
  /** The element that opens the menu: a Button or IconButton; its name also names the menu. */
  trigger: ReactElement;
  items: readonly MenuAction[];
  onAction?: (key: Key) => void;
}

const list = css({ outline: 'none' });

const Item = styled(MenuItem, {
  ...popoverItem,
  variants: { danger: { true: { color: '$danger', '&[data-focused]': { color: '$danger' } } } },
});

const Line = styled(Separator, { height: '$hairline', margin: '$1 0', backgroundColor: '$borderSubtle', border: 'none' });

/** A list of actions behind a button (account, order actions): arrows, typeahead, Escape back to the trigger. */
export function Menu({ trigger, items, onAction }: MenuProps) {
  return (
    <MenuTrigger>
      <PressTrigger>{trigger}</PressTrigger>
      <PopoverSurface placement="bottom end">
        <AriaMenu className={list()} onAction={(key) => onAction?.(key)} disabledKeys={items.filter((i) => i.isDisabled).map((i) => i.id)}>
          {items.map((item) => [
            item.startsGroup ? <Line key={`${item.id}-separator`} /> : null,
            <Item key={item.id} id={item.id} {...(item.href ? { href: item.href } : {})} textValue={item.label} danger={Boolean(item.isDanger)}>
              {item.icon ? <Icon name={item.icon} size="sm" /> : null}
              {item.label}
            </Item>,
          ])}
        </AriaMenu>
      </PopoverSurface>
    </MenuTrigger>
  );
}
