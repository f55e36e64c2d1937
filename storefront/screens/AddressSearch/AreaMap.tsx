import { useId, useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@themes/stitches.config';
import { boundsAround, fromView, movePoint, toView, viewSize, type GeoPoint, type Heading } from '@storefront/domain/address';
import { servesAddress } from '@storefront/domain/delivery';
import { areaMapMessages as messages } from './messages';

/** Width of the drawing in its own units; the height follows the area's shape. */
const VIEW_WIDTH = 600;
/** Room around the area so its edge can be crossed with the pin. */
const MARGIN_KM = 6;
const STEP_KM = 1;
const BIG_STEP_KM = 5;

const HEADINGS: Record<string, Heading> = { ArrowUp: 'north', ArrowDown: 'south', ArrowRight: 'east', ArrowLeft: 'west' };

const Figure = styled('figure', { display: 'grid', gap: '$2', margin: 0 });
const Surface = styled('div', {
  borderRadius: '$md',
  border: '$borderWidths$thin solid $border',
  overflow: 'hidden',
  cursor: 'crosshair',
  backgroundColor: '$surface',
  '&:focus-visible': { outline: '$borderWidths$focus solid $focusRing', outlineOffset: '$borderWidths$medium' },
  '& svg': { display: 'block', width: '100%', height: 'auto' },
});
const Area = styled('polygon', { fill: '$primarySubtle', stroke: '$primaryBorder', strokeWidth: 2 });
const Store = styled('rect', { fill: '$secondary' });
const PinRing = styled('circle', { fill: '$danger', stroke: '$background', strokeWidth: 3 });
const Legend = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$4',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '$sm',
  color: '$textMuted',
  '& li': { display: 'flex', alignItems: 'center', gap: '$1' },
  '& svg': { width: '$iconSm', height: '$iconSm' },
});
const Status = styled('p', { margin: 0, fontSize: '$sm' });

export interface AreaMapProps {
  /** The supplier whose area is drawn (the map's name). */
  fornecedor: string;
  /** spec 3 "Service area": its polygons and its stores. */
  polygons: readonly (readonly GeoPoint[])[];
  /** Where the stores are (spec 3 coordenadas_lojas). */
  lojas: readonly GeoPoint[];
  /** The pin; null starts it in the middle of the area. */
  point: GeoPoint | null;
  onPointChange: (point: GeoPoint) => void;
  /** Enter on the map: look the pinned point up. */
  onConfirm: (point: GeoPoint) => void;
}

/**
 * The map picker of the address search (spec 2 "or map"), without map tiles (none are reachable from
 * the shop): the supplier's service area drawn to scale, its stores, and a pin moved by a click or the
 * arrow keys, its position and whether it is served read out as text.
 */
export function AreaMap({ fornecedor, polygons, lojas, point, onPointChange, onConfirm }: AreaMapProps) {
  const intl = useIntl();
  const instructionsId = useId();
  const statusId = useId();
  const bounds = useMemo(() => boundsAround([...polygons.flat(), ...lojas], MARGIN_KM), [polygons, lojas]);
  if (!bounds) return null;
  const size = viewSize(bounds, VIEW_WIDTH);
  const pin = point ?? { lat: (bounds.north + bounds.south) / 2, lng: (bounds.east + bounds.west) / 2 };
  const at = toView(pin, bounds, size);
  const pointsOf = (ring: readonly GeoPoint[]) =>
    ring
      .map((p) => toView(p, bounds, size))
      .map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`)
      .join(' ');
  const coordinate = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 4, minimumFractionDigits: 4 });
  const served = servesAddress(polygons, pin);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const heading = HEADINGS[event.key];
    if (heading) {
      event.preventDefault();
      onPointChange(movePoint(pin, heading, event.shiftKey ? BIG_STEP_KM : STEP_KM, bounds));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onConfirm(pin);
    }
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const spot = { x: ((event.clientX - rect.left) / rect.width) * size.width, y: ((event.clientY - rect.top) / rect.height) * size.height };
    onPointChange(fromView(spot, bounds, size));
  };

  return (
    <Figure>
      <Surface
        role="application"
        tabIndex={0}
        aria-roledescription={intl.formatMessage(messages.roleDescription)}
        aria-label={intl.formatMessage(messages.name, { fornecedor })}
        aria-describedby={`${instructionsId} ${statusId}`}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <svg viewBox={`0 0 ${size.width} ${size.height}`} aria-hidden="true" focusable="false">
          {polygons.map((ring, i) => (
            <Area key={i} points={pointsOf(ring)} />
          ))}
          {lojas.map((loja) => {
            const spot = toView(loja, bounds, size);
            return <Store key={`${loja.lat},${loja.lng}`} x={spot.x - 6} y={spot.y - 6} width={12} height={12} />;
          })}
          <PinRing cx={at.x} cy={at.y} r={9} data-pin="" />
        </svg>
      </Surface>
      <Legend>
        <li>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <Area points="1,1 15,1 15,15 1,15" />
          </svg>
          {intl.formatMessage(messages.legendArea)}
        </li>
        {lojas.length > 0 ? (
          <li>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <Store x={2} y={2} width={12} height={12} />
            </svg>
            {intl.formatMessage(messages.legendStore)}
          </li>
        ) : null}
        <li>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <PinRing cx={8} cy={8} r={6} />
          </svg>
          {intl.formatMessage(messages.legendPin)}
        </li>
      </Legend>
      <figcaption>
        <Status id={instructionsId}>{intl.formatMessage(messages.instructions)}</Status>
        <Status id={statusId} role="status">
          {intl.formatMessage(served ? messages.inside : messages.outside, { lat: coordinate(pin.lat), lng: coordinate(pin.lng) })}
        </Status>
      </figcaption>
    </Figure>
  );
}
