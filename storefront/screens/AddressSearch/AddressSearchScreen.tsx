import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { Alert } from '@ui/Alert';
import { Button } from '@ui/Button';
import { Page, PageHeader, Section } from '@ui/Page';
import { Skeleton } from '@ui/Skeleton';
import { Inline } from '@ui/Stack';
import { Text } from '@ui/Text';
import { boundsAround, centreOf, type GeoPoint } from '@storefront/domain/address';
import { useStores } from '@storefront/state/context';
import { openPanel } from '@storefront/state/panels';
import { autoChoiceTaken, createSupplierLookupStore } from '@storefront/state/supplierLookup';
import { useAddressActions } from '@storefront/state/addresses';
import { LookupOutcome } from '@storefront/components/SupplierChoices/LookupOutcome';
import { SupplierChoices } from '@storefront/components/SupplierChoices/SupplierChoices';
import { AreaMap } from './AreaMap';
import { PlaceSearch } from './PlaceSearch';
import { supplierPaths } from '@storefront/paths';
import { addressSearchMessages } from './messages';

const messages = addressSearchMessages;

/** Only a path of this site: `voltar` comes from the address bar. */
const safeReturn = (value: string | null, segment: string) => (value && value.startsWith(supplierPaths(segment).home) && !value.startsWith('//') ? value : null);

/**
 * spec 2 "Address search by city, neighbourhood, street, or map" and spec 4 "Supplier lookup by
 * address", for visitors and clients: a place found by text, a point on the map or the device's
 * location is looked up; one supplier becomes active at once (the page moves to it), several are
 * offered, none gives spec 5's warning and resets the address state. The access gates of spec 5 send
 * shoppers here (`motivo`), and back to the page they asked for (`voltar`).
 */
export function AddressSearchScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { fornecedor: segment = '' } = useParams();
  const stores = useStores();
  const { loadServiceArea, lookupLocation } = useAddressActions();
  const area = useSnapshot(stores.checkout).serviceArea;
  const { location } = useSnapshot(stores.location);
  const { fornecedor } = useSnapshot(stores.supplier);
  const { usuario } = useSnapshot(stores.session);
  const [lookupStore] = useState(createSupplierLookupStore);
  const lookup = useSnapshot(lookupStore);
  const [pin, setPin] = useState<GeoPoint | null>(location ? { lat: location.lat, lng: location.lng } : null);
  const [looked, setLooked] = useState<string | null>(null);
  const [geoError, setGeoError] = useState<'denied' | 'failed' | null>(null);
  const [locating, setLocating] = useState(false);
  const idfornecedor = fornecedor?.idfornecedor;
  const voltar = safeReturn(params.get('voltar'), segment);
  const motivo = params.get('motivo');

  useEffect(() => {
    if (idfornecedor) void loadServiceArea();
  }, [loadServiceArea, idfornecedor]);

  useEffect(() => {
    // spec 4: exactly one supplier, another one: it becomes active at once and the page moves to it.
    const next = lookup.autoChoice;
    if (!next) return;
    autoChoiceTaken(lookupStore);
    void navigate(supplierPaths(next).home);
  }, [lookup.autoChoice, lookupStore, navigate]);

  useEffect(() => {
    // Exactly one, the current supplier, reached through a gate: back to the page asked for.
    const [only] = lookup.fornecedores;
    if (lookup.status === 'loaded' && lookup.fornecedores.length === 1 && only?.idfornecedor === idfornecedor && voltar) void navigate(voltar, { replace: true });
  }, [idfornecedor, lookup.fornecedores, lookup.status, navigate, voltar]);

  const lookUp = (point: GeoPoint, label: string) => {
    setPin(point);
    setLooked(label);
    void lookupLocation(lookupStore, point, label);
  };

  const useMyLocation = () => {
    setGeoError(null);
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setGeoError('failed');
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        lookUp({ lat: position.coords.latitude, lng: position.coords.longitude }, intl.formatMessage(messages.myLocationLabel));
      },
      (error) => {
        setLocating(false);
        setGeoError(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed');
      },
      { timeout: 10_000 },
    );
  };

  // Until the shopper moves it, the pin stands in the middle of the supplier's area.
  const areaBounds = boundsAround([...area.polygons.flat(), ...area.lojas], 0);
  const shownPin = pin ?? (areaBounds ? centreOf(areaBounds) : null);
  const retry = looked && pin ? () => lookUp(pin, looked) : undefined;

  return (
    <Page gap={6} measure="prose">
      <PageHeader title={intl.formatMessage(messages.title)} />
      {motivo === 'endereco' || motivo === 'fornecedor' ? <Alert tone="info">{intl.formatMessage(motivo === 'endereco' ? messages.needAddress : messages.needSupplier)}</Alert> : null}
      {location ? <Text tone="muted">{intl.formatMessage(messages.current, { label: location.label })}</Text> : null}
      {usuario ? (
        <div>
          <Button variant="secondary" onPress={() => openPanel(stores.panels, 'addresses')}>
            {intl.formatMessage(messages.myAddresses)}
          </Button>
        </div>
      ) : null}

      <PlaceSearch onPick={lookUp} />

      <Section title={intl.formatMessage(messages.mapHeading)} titleId="mapa-endereco">
        {area.status === 'failed' ? (
          <Alert
            tone="warning"
            live
            action={
              <Button size="sm" variant="secondary" onPress={() => void loadServiceArea()}>
                {intl.formatMessage(messages.retry)}
              </Button>
            }
          >
            {intl.formatMessage(messages.areaFailed)}
          </Alert>
        ) : area.status === 'loaded' ? (
          <AreaMap
            fornecedor={fornecedor?.nome?.trim() || segment}
            polygons={area.polygons}
            lojas={area.lojas}
            point={shownPin}
            onPointChange={setPin}
            onConfirm={(point) => lookUp(point, intl.formatMessage(messages.mapPointLabel))}
          />
        ) : (
          <Skeleton shape="rect" height="$placeholderHero" label={intl.formatMessage(messages.mapLoading)} />
        )}
        <Inline gap={3} align="stretch">
          {area.status === 'loaded' ? (
            <Button
              variant="primary"
              onPress={() => {
                if (shownPin) lookUp(shownPin, intl.formatMessage(messages.mapPointLabel));
              }}
            >
              {intl.formatMessage(messages.lookupPoint)}
            </Button>
          ) : null}
          <Button variant="secondary" isPending={locating} onPress={useMyLocation}>
            {intl.formatMessage(messages.myLocation)}
          </Button>
        </Inline>
        {geoError ? (
          <Alert tone="warning" live>
            {intl.formatMessage(geoError === 'denied' ? messages.geoDenied : messages.geoFailed)}
          </Alert>
        ) : null}
      </Section>

      {looked ? (
        <Section title={intl.formatMessage(messages.resultHeading, { label: looked })} titleId="fornecedores-endereco">
          <LookupOutcome status={lookup.status} onRetry={retry} />
          {lookup.status === 'loaded' ? (
            <SupplierChoices
              label={intl.formatMessage(messages.choose)}
              fornecedores={lookup.fornecedores}
              currentId={idfornecedor}
              hrefOf={(f, current) => (current && voltar ? voltar : supplierPaths(f.segment).home)}
            />
          ) : null}
        </Section>
      ) : null}
    </Page>
  );
}

export { AddressSearchScreen as Component };
