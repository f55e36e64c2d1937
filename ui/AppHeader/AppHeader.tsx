import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { focusVisible, styled } from '@themes/stitches.config';
import { pressStates, quietIconPressable } from '../Button/pressable';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';

const messages = defineMessages<{ skip: NoMessageValues; menu: NoMessageValues; cart: { count: number } }>({
  skip: { id: 'ui.appHeader.skip', defaultMessage: 'Ir para o conteúdo', description: 'Skip link to the main content, the first stop of every page' },
  menu: { id: 'ui.appHeader.menu', defaultMessage: 'Abrir menu', description: 'Button opening the side menu (categories, account, pages)' },
  cart: {
    id: 'ui.appHeader.cart',
    defaultMessage: 'Carrinho, {count, plural, =0 {vazio} one {# item} other {# itens}}',
    description: 'Accessible name of the header cart button, with how many items the cart holds',
  },
});

export interface AppHeaderProps {
  /** The supplier's logo, usually a Link home around a Logo. */
  logo: ReactNode;
  /** Id of the main content, for the skip link (the first stop of the page). */
  mainId: string;
  /** The catalogue search; on phones it takes a row of its own under the logo. */
  search?: ReactNode;
  /** Account entry (login link, account menu). */
  account?: ReactNode;
  /** The cart button: how many items, and what opening it does. */
  cart?: { count: number; onPress: () => void };
  /** The side menu button, first in the row. */
  onMenuPress?: () => void;
}

const Root = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: '$header',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"start logo end" "search search search"',
  alignItems: 'center',
  columnGap: '$2',
  rowGap: '$2',
  minHeight: '$header',
  paddingBlock: '$2',
  paddingInline: '$3',
  backgroundColor: '$background',
  borderBottom: '$borderWidths$accent solid $primary',
  '@md': { gridTemplateColumns: 'auto auto 1fr auto', gridTemplateAreas: '"start logo search end"', columnGap: '$4', paddingInline: '$4' },
});

/** Hidden until focused; then it takes its own row, so it never covers a control. */
const SkipLink = styled('a', {
  visuallyHidden: true,
  '&:focus': {
    visuallyHidden: false,
    gridColumn: '1 / -1',
    padding: '$3 $4',
    backgroundColor: '$background',
    color: '$primaryText',
    focusRing: 'inside',
  },
});

const Start = styled('div', { gridArea: 'start', display: 'flex', alignItems: 'center' });
const LogoSlot = styled('div', { gridArea: 'logo', display: 'flex', alignItems: 'center', minWidth: 0 });
const Search = styled('div', { gridArea: 'search', minWidth: 0, '@md': { maxWidth: '40rem' } });
const End = styled('div', { gridArea: 'end', display: 'flex', alignItems: 'center', gap: '$2', justifySelf: 'end' });

const CartButton = styled('button', {
  ...quietIconPressable,
  position: 'relative',
  width: '$targetComfortable',
  height: '$targetComfortable',
  borderRadius: '$md',
  color: '$text',
  ...pressStates({ backgroundColor: '$surface' }, { backgroundColor: '$borderSubtle' }),
  [focusVisible]: { focusRing: 'outside' },
});

const Count = styled('span', {
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  minWidth: '$iconMd',
  height: '$iconMd',
  paddingInline: '$1',
  borderRadius: '$pill',
  backgroundColor: '$primary',
  color: '$onPrimary',
  fontSize: '$xs',
  fontWeight: '$bold',
  lineHeight: '$sizes$iconMd',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  // Drawn by CSS: "99+" is not text of the button, whose name gives the real count.
  '&::after': { content: 'attr(data-count)' },
});

/**
 * The top of every page: skip link, menu, logo, search, account and the cart with its count
 * (read as "Carrinho, 3 itens"). Sticky, one row on wide screens, search under the logo on phones.
 */
export function AppHeader({ logo, mainId, search, account, cart, onMenuPress }: AppHeaderProps) {
  const intl = useIntl();
  const count = cart ? Math.max(0, Math.round(cart.count)) : 0;
  return (
    <Root>
      <SkipLink href={`#${mainId}`}>{intl.formatMessage(messages.skip)}</SkipLink>
      <Start>{onMenuPress ? <IconButton icon="menu" label={intl.formatMessage(messages.menu)} onPress={onMenuPress} /> : null}</Start>
      <LogoSlot>{logo}</LogoSlot>
      {search ? <Search>{search}</Search> : null}
      <End>
        {account}
        {cart ? (
          <CartButton type="button" aria-label={intl.formatMessage(messages.cart, { count })} onClick={cart.onPress}>
            <Icon name="cart" size="lg" />
            {count > 0 ? <Count aria-hidden="true" data-count={count > 99 ? '99+' : intl.formatNumber(count)} /> : null}
          </CartButton>
        ) : null}
      </End>
    </Root>
  );
}
