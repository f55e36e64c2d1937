import { useDeferredValue, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { styled } from '@themes/stitches.config';
import { Button } from '../Button';
import { pressableBase, pressableVariants } from '../Button/pressable';
import { Icon } from '../Icon';
import { Anchor } from '../Link/Anchor';
import { Price } from '../Price';
import { LazyQuantityStepper } from '../LazyQuantityStepper';
import type { QuantityChange } from '../QuantityStepper';

const messages = defineMessages<{
  add: { name: string };
  addVisible: NoMessageValues;
  notify: { name: string };
  notifyVisible: NoMessageValues;
  notifyOn: NoMessageValues;
  unavailable: NoMessageValues;
  wholesale: { price: string; quantity: string; unit: string };
  tier: { price: string; quantity: string; unit: string };
}>({
  add: { id: 'ui.productCard.add', defaultMessage: 'Adicionar {name} ao carrinho', description: 'Accessible name of the add-to-cart button of a product card' },
  addVisible: { id: 'ui.productCard.addVisible', defaultMessage: 'Adicionar', description: 'Visible text of the add-to-cart button of a product card' },
  notify: {
    id: 'ui.productCard.notify',
    defaultMessage: 'Avise-me quando {name} chegar',
    description: 'Accessible name of the button asking to be told when an unavailable product is back',
  },
  notifyVisible: { id: 'ui.productCard.notifyVisible', defaultMessage: 'Avise-me', description: 'Visible text of the back-in-stock alert button' },
  notifyOn: {
    id: 'ui.productCard.notifyOn',
    defaultMessage: 'Vamos avisar quando chegar.',
    description: 'Line under the pressed back-in-stock button: the alert is on (pressing the button again turns it off)',
  },
  unavailable: { id: 'ui.productCard.unavailable', defaultMessage: 'Indisponível', description: 'Label of a product that cannot be bought now' },
  wholesale: {
    id: 'ui.productCard.wholesale',
    defaultMessage: 'Atacado: {price} a partir de {quantity} {unit}',
    description: 'Wholesale price hint on a product card: the lower unit price from a minimum quantity',
  },
  tier: {
    id: 'ui.productCard.tier',
    defaultMessage: 'Leve {quantity} {unit} ou mais: {price} cada',
    description: 'Progressive discount hint on a product card: the unit price from a quantity threshold',
  },
});

/** A price step of the progressive discount: from `quantity` on, each unit costs `price`. */
export interface PriceTier {
  quantity: number;
  price: number;
}

/** The way to buy a product: the card's, and the part a page uses on its own (`ProductCard.Actions`). */
export interface ProductCardActionsProps {
  /** The product's name, in the buttons' accessible names. */
  name: string;
  /** In the cart: 0 shows "Adicionar", more shows the quantity stepper. */
  quantity: number;
  /** "Adicionar" and the plus button are a step up (`INC`), minus a step down (`DEC`), typing a value (`SET`). */
  onQuantityChange: (change: QuantityChange) => void;
  /** Granularity of the quantity: the stepper's step and how typed values snap. */
  step?: number;
  maxQuantity?: number;
  /** Unit of sale ("un", "kg"). */
  unit?: string;
  /** The cart is locked by an attendant: quantities can be read, not changed. */
  isLocked?: boolean;
  /** While the cart saves the first add. */
  isAdding?: boolean;
  /** Cannot be bought now: the add button becomes "Avise-me". */
  isUnavailable?: boolean;
  /** The back-in-stock alert: on or off, and toggled by the button. */
  notifyMe?: { isOn: boolean; onChange: (isOn: boolean) => void; isPending?: boolean };
  /** In the place of buying when the price is hidden (a way to log in), or null for nothing. */
  hiddenAction?: ReactNode;
}

export interface ProductCardProps extends Omit<ProductCardActionsProps, 'hiddenAction'> {
  /** The product page; the name links there and the whole card is its click target. */
  href?: string;
  /** A square-ish photo; missing or broken images show a neutral placeholder. */
  imageSrc?: string;
  /** The card opens the page (first row): its photo is fetched at once, not when scrolled to. */
  isAboveFold?: boolean;
  /** A short second line: pack size, brand. */
  detail?: string;
  price: number;
  /** The price before a discount: "De ... por ...". */
  oldPrice?: number;
  /** The lowest of several prices ("a partir de"). */
  fromPrice?: boolean;
  /** A short line under the price saying where a lower price comes from ("Com o cupom DEZ"). */
  priceNote?: ReactNode;
  /** Wholesale: a lower unit price from a minimum quantity (spec: precovendaatacado, minvendaatacado). */
  wholesale?: PriceTier;
  /** Progressive discount thresholds (spec: descontoProgressivo); the first two are shown. */
  tiers?: PriceTier[];
  /** Price hidden (logged-out visitors, unapproved accounts): the reason replaces price and buying. */
  hiddenPrice?: { reason: ReactNode; action?: ReactNode };
  /** Promotion, new, best seller: Badges shown over the image. */
  badges?: ReactNode;
  headingLevel?: 2 | 3;
}

const Root = styled('article', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  minWidth: 0,
  height: '100%',
  padding: '$3',
  backgroundColor: '$background',
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$lg',
  color: '$text',
  transition: 'box-shadow $fast, border-color $fast',
  '&:hover': { boxShadow: '$md' },
  '&:focus-within': { borderColor: '$border' },
});

/** The box keeps its shape before the image arrives, so the grid never jumps. */
const Media = styled('div', {
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$textMuted',
  '& img': { width: '100%', height: '100%', objectFit: 'contain' },
  variants: { dimmed: { true: { '& img': { filter: 'grayscale(1)', opacity: 0.6 } } } },
});

const Badges = styled('div', { position: 'absolute', insetBlockStart: '$2', insetInlineStart: '$2', display: 'flex', flexWrap: 'wrap', gap: '$1' });

const Name = styled('h3', {
  margin: 0,
  fontSize: '$md',
  fontWeight: '$medium',
  lineHeight: '$tight',
  // Two lines at most; the whole name stays in the text for screen readers and search.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

/** The name's link stretches over the card, so a tap anywhere opens the product. */
const NameLink = styled(Anchor, {
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '$lg' },
  '@hover': { '&:hover': { textDecoration: 'underline' } },
  '&:focus-visible::after': { focusRing: 'outside' },
});

const Detail = styled('p', { margin: 0, fontSize: '$sm', color: '$textMuted' });

const Hints = styled('ul', { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '$1', fontSize: '$sm', color: '$success', fontWeight: '$medium' });

const PriceNote = styled('p', { margin: 0, fontSize: '$sm', color: '$success', fontWeight: '$medium' });

/** On the product's own page the reason reads at the text's size. */
const Hidden = styled('p', {
  margin: 0,
  display: 'flex',
  gap: '$2',
  alignItems: 'flex-start',
  color: '$textMuted',
  variants: { size: { md: { fontSize: '$sm' }, lg: {} } },
});

/** Buttons sit above the stretched link. */
const Actions = styled('div', { position: 'relative', zIndex: 1, display: 'grid', gap: '$2', marginTop: 'auto', paddingTop: '$1' });

const Status = styled('p', { margin: 0, fontSize: '$sm', fontWeight: '$bold', color: '$textMuted' });

const Notify = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  width: '100%',
  minHeight: '$targetComfortable',
  paddingInline: '$3',
  font: 'inherit',
  fontWeight: '$medium',
  ...pressableBase,
  ...pressableVariants.secondary,
  '&[aria-pressed="true"]': { backgroundColor: '$primarySubtle' },
});

const NotifyNote = styled('p', { margin: 0, fontSize: '$sm', color: '$success', fontWeight: '$medium', '&:empty': { display: 'none' } });

/** The photo box: the picture, or a neutral placeholder when there is none or it fails; badges over it. */
function ProductCardMedia({ src, isDimmed = false, badges, isAboveFold = false }: { src: string | undefined; isDimmed?: boolean; badges?: ReactNode; isAboveFold?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Media dimmed={isDimmed}>
      {src && failed !== src ? (
        // The name is right below: the picture adds nothing a screen reader needs.
        <img src={src} alt="" width={400} height={400} loading={isAboveFold ? 'eager' : 'lazy'} decoding="async" onError={() => setFailed(src)} />
      ) : (
        <Icon name="image" size="lg" />
      )}
      {badges ? <Badges>{badges}</Badges> : null}
    </Media>
  );
}

export type ProductCardPriceProps = { /** `lg` on a product's own page. */ size?: 'md' | 'lg' } & (
  | {
      value: number;
      /** The price before a discount: "De ... por ...". */
      oldValue?: number;
      /** The lowest of several prices ("a partir de"). */
      isFrom?: boolean;
      unit?: string;
      /** A short line under the price saying where a lower price comes from ("Com o cupom DEZ"). */
      note?: ReactNode;
      hiddenReason?: undefined;
    }
  | {
      /** Why the price is hidden from this shopper: it replaces the price. */
      hiddenReason: Exclude<ReactNode, undefined>;
    }
);

/** The price with its note, or the reason it is hidden: the card's and the product page's. */
function ProductCardPrice(props: ProductCardPriceProps) {
  const size = props.size ?? 'md';
  if (props.hiddenReason !== undefined) {
    return (
      <Hidden size={size}>
        <Icon name="info" size="sm" />
        <span>{props.hiddenReason}</span>
      </Hidden>
    );
  }
  return (
    <>
      <Price value={props.value} oldValue={props.oldValue} unit={props.unit} from={props.isFrom} size={size} />
      {props.note ? <PriceNote>{props.note}</PriceNote> : null}
    </>
  );
}

/** The wholesale offer and the progressive discount's steps, as short lines; nothing when there are none. */
function ProductCardHints({ wholesale, tiers = [], unit }: { wholesale?: PriceTier; tiers?: readonly PriceTier[]; unit?: string }) {
  const intl = useIntl();
  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'BRL' });
  const unitLabel = unit ?? 'un';
  const line = (message: typeof messages.tier, step: PriceTier) =>
    intl.formatMessage(message, { price: money(step.price), quantity: intl.formatNumber(step.quantity), unit: unitLabel });
  const hints = [...(wholesale ? [line(messages.wholesale, wholesale)] : []), ...tiers.map((tier) => line(messages.tier, tier))];
  if (!hints.length) return null;
  return (
    <Hints>
      {hints.map((hint) => (
        <li key={hint}>{hint}</li>
      ))}
    </Hints>
  );
}

/**
 * The way to buy: "Adicionar" turns into the quantity stepper (focus follows, both ways); an unavailable
 * product offers "Avise-me"; a hidden price shows `hiddenAction` instead.
 */
function ProductCardActions({
  name,
  quantity,
  onQuantityChange,
  step = 1,
  maxQuantity,
  unit,
  isLocked = false,
  isAdding = false,
  isUnavailable = false,
  notifyMe,
  hiddenAction,
}: ProductCardActionsProps) {
  const intl = useIntl();
  const actions = useRef<HTMLDivElement>(null);
  /**
   * Which control should take focus once the item goes into or out of the cart: the one that replaced
   * the control in use. Any other render forgets it, so a later change made elsewhere (the cart panel)
   * never pulls focus back here.
   */
  const focusNext = useRef<'stepper' | 'add' | null>(null);
  /**
   * "Adicionar" turns into the stepper (and back) in the render after the one that paints the new total:
   * mounting the stepper, dropping the pressed button and moving the focus cost the first press at 4x CPU
   * more than the rest of it did.
   */
  const inCart = useDeferredValue(quantity > 0);
  const wasInCart = useRef(inCart);

  // Before the paint, so no frame has the focus on the page's body.
  useLayoutEffect(() => {
    // The swap is still to come: the control in use keeps the focus until then, and the intent is kept.
    if (inCart !== quantity > 0) return;
    const target = focusNext.current;
    focusNext.current = null;
    if (wasInCart.current === inCart) return;
    wasInCart.current = inCart;
    // In the place of the control just pressed, so in view: no scroll to work out (a layout inside the press).
    if (target === 'stepper' && inCart) actions.current?.querySelector('input')?.focus({ preventScroll: true });
    if (target === 'add' && !inCart) actions.current?.querySelector('button')?.focus({ preventScroll: true });
  });

  const focusIsInside = () => actions.current?.contains(document.activeElement) ?? false;

  const change = (next: QuantityChange) => {
    // A step down or a typed value may take the item out: "Adicionar" then takes the focus.
    if (next.type !== 'INC' && focusIsInside()) focusNext.current = 'add';
    onQuantityChange(next);
  };

  const add = () => {
    if (focusIsInside()) focusNext.current = 'stepper';
    onQuantityChange({ type: 'INC' });
  };

  let action: ReactNode;
  if (hiddenAction !== undefined) {
    action = hiddenAction;
  } else if (isUnavailable) {
    // The visible word stays "Avise-me" (it is in the accessible name); aria-pressed and the line below tell the state.
    action = notifyMe ? (
      <>
        <Notify
          type="button"
          aria-pressed={notifyMe.isOn}
          onClick={() => notifyMe.onChange(!notifyMe.isOn)}
          disabled={notifyMe.isPending}
          data-disabled={notifyMe.isPending || undefined}
          aria-label={intl.formatMessage(messages.notify, { name })}
        >
          <Icon name={notifyMe.isOn ? 'check' : 'bell'} size="sm" />
          {intl.formatMessage(messages.notifyVisible)}
        </Notify>
        <NotifyNote role="status">{notifyMe.isOn ? intl.formatMessage(messages.notifyOn) : null}</NotifyNote>
      </>
    ) : null;
  } else if (inCart) {
    action = <LazyQuantityStepper label={name} value={quantity} onChange={change} step={step} maxValue={maxQuantity} unit={unit} isReadOnly={isLocked} />;
  } else {
    action = (
      <Button fullWidth isPending={isAdding} isDisabled={isLocked} onPress={add} aria-label={intl.formatMessage(messages.add, { name })}>
        <Icon name="cart" size="sm" />
        {intl.formatMessage(messages.addVisible)}
      </Button>
    );
  }

  return (
    <Actions ref={actions}>
      {isUnavailable && hiddenAction === undefined ? <Status>{intl.formatMessage(messages.unavailable)}</Status> : null}
      {action}
    </Actions>
  );
}

/**
 * A product in the catalogue grid: picture, name, price with its wholesale and progressive hints,
 * and the way to buy it. Compound: a page that lays a product out its own way (the product page)
 * uses the parts, `ProductCard.Price`, `.Hints`, `.Media` and `.Actions`.
 */
function ProductCardRoot({
  href,
  imageSrc,
  isAboveFold,
  detail,
  price,
  oldPrice,
  fromPrice,
  priceNote,
  wholesale,
  tiers = [],
  hiddenPrice,
  badges,
  headingLevel = 3,
  ...buying
}: ProductCardProps) {
  const nameId = useId();
  const { name, unit, isUnavailable } = buying;
  return (
    <Root aria-labelledby={nameId} data-state={hiddenPrice ? 'hidden-price' : isUnavailable ? 'unavailable' : buying.quantity > 0 ? 'in-cart' : 'available'}>
      <ProductCardMedia src={imageSrc} isDimmed={isUnavailable} badges={badges} isAboveFold={isAboveFold} />
      <Name as={headingLevel === 2 ? 'h2' : 'h3'} id={nameId}>
        {href ? <NameLink href={href}>{name}</NameLink> : name}
      </Name>
      {detail ? <Detail>{detail}</Detail> : null}
      {hiddenPrice ? (
        <ProductCardPrice hiddenReason={hiddenPrice.reason ?? null} />
      ) : (
        <>
          <ProductCardPrice value={price} oldValue={oldPrice} isFrom={fromPrice} unit={unit} note={priceNote} />
          <ProductCardHints wholesale={wholesale} tiers={tiers.slice(0, 2)} unit={unit} />
        </>
      )}
      <ProductCardActions {...buying} hiddenAction={hiddenPrice ? (hiddenPrice.action ?? null) : undefined} />
    </Root>
  );
}

export const ProductCard = Object.assign(ProductCardRoot, {
  Media: ProductCardMedia,
  Price: ProductCardPrice,
  Hints: ProductCardHints,
  Actions: ProductCardActions,
});
