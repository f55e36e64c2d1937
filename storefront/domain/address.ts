import { compact, type Problems } from './forms';
import type { Endereco } from './order';

/*
 * Addresses as the shopper types and reads them (spec 3 "Address", spec 5), and the flat map the
 * address search draws them on. Pure: no React, no I/O.
 */

/** The CEP's digits, at most eight: spec 3 keeps the cep with its dash removed. */
export function cepDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 8);
}

/** The CEP as it is typed, masked 00000-000 (the dash appears with the sixth digit). */
export function maskCep(value: string): string {
  const digits = cepDigits(value);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** A complete CEP: eight digits, with or without the dash; all zeros is no CEP. */
export function isValidCep(value: string): boolean {
  return /^\d{5}-?\d{3}$/.test(value.trim()) && cepDigits(value) !== '00000000';
}

/** The address form, in the order shown: the `Endereco` fields the shopper types (spec 3 "Address"). */
export interface AddressForm {
  descricao: string;
  cep: string;
  rua: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
  pontoref: string;
}

export const ADDRESS_FIELDS: readonly (keyof AddressForm)[] = ['descricao', 'cep', 'rua', 'numero', 'complemento', 'bairro', 'cidade', 'uf', 'pontoref'];

/** What a delivery needs; the description, the complement and the reference point are the shopper's choice. */
export const REQUIRED_ADDRESS_FIELDS: readonly (keyof AddressForm)[] = ['cep', 'rua', 'numero', 'bairro', 'cidade', 'uf'];

export type AddressProblem = 'required' | 'cepInvalid' | 'ufInvalid';

function problemOf(field: keyof AddressForm, value: string): AddressProblem | undefined {
  if (field === 'cep') return isValidCep(value) ? undefined : 'cepInvalid';
  if (!value.trim()) return 'required';
  return field === 'uf' && !/^[a-z]{2}$/i.test(value.trim()) ? 'ufInvalid' : undefined;
}

/** The address form's rules, over the fields it requires: a complete CEP, the others filled, and a state's two letters. */
export function validateAddress(form: AddressForm): Problems<AddressForm, AddressProblem> {
  return compact<AddressForm, AddressProblem>(REQUIRED_ADDRESS_FIELDS.map((field) => [field, problemOf(field, form[field])]));
}

/** How an address is named in a list: its description (apelido), else its street and number. */
export function addressLabel(address: Pick<Endereco, 'descricao' | 'rua' | 'numero'>): string {
  return address.descricao?.trim() || streetAndNumber(address);
}

function streetAndNumber(address: Pick<Endereco, 'rua' | 'numero'>): string {
  const numero = address.numero.trim();
  return numero ? `${address.rua.trim()}, ${numero}` : address.rua.trim();
}

/**
 * The address on one line: "Rua, número complemento · Bairro · Cidade/UF", with " · CEP 00000-000"
 * when asked (CEP is the postal code's name in Brazil, not a word to translate). Empty parts are left out.
 */
export function addressLine(
  address: Pick<Endereco, 'rua' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'uf' | 'cep'>,
  options: { withCep?: boolean } = {},
): string {
  const complemento = address.complemento?.trim();
  const street = `${streetAndNumber(address)}${complemento ? ` ${complemento}` : ''}`;
  const city = [address.cidade.trim(), address.uf.trim()].filter(Boolean).join('/');
  const cep = options.withCep && cepDigits(address.cep) ? `CEP ${maskCep(address.cep)}` : '';
  return [street, address.bairro.trim(), city, cep].filter(Boolean).join(' · ');
}

/** The reference point that helps find the address (spec 3 pontoref/referencia), trimmed; '' when none. */
export function addressReference(address: Pick<Endereco, 'pontoref' | 'referencia'>): string {
  return address.pontoref?.trim() || address.referencia?.trim() || '';
}

/** Whether an address carries its coordinates (spec 7: an address is saved with coords {lat, lng}). */
export function hasCoordinates(address: Pick<Endereco, 'lat' | 'lng'>): address is Pick<Endereco, 'lat' | 'lng'> & { lat: number; lng: number } {
  return typeof address.lat === 'number' && Number.isFinite(address.lat) && typeof address.lng === 'number' && Number.isFinite(address.lng);
}

/* ---- The flat map of the address search ---- */

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The part of the map shown: south-west and north-east corners. */
export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Kilometres in one degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;

const kmPerDegreeLng = (lat: number) => KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);

/**
 * The bounds around some points, grown by `marginKm` on every side so the shapes do not touch the
 * edge; null without points.
 */
export function boundsAround(points: readonly GeoPoint[], marginKm: number): GeoBounds | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const middle = (south + north) / 2;
  const dLat = marginKm / KM_PER_DEGREE;
  const dLng = marginKm / kmPerDegreeLng(middle);
  return { south: south - dLat, north: north + dLat, west: Math.min(...lngs) - dLng, east: Math.max(...lngs) + dLng };
}

/** The middle of the bounds. */
export function centreOf(bounds: GeoBounds): GeoPoint {
  return { lat: (bounds.south + bounds.north) / 2, lng: (bounds.west + bounds.east) / 2 };
}

/**
 * The drawing's size for the bounds at `width` units wide, keeping distances true in both directions
 * (an equirectangular view, exact enough for a city).
 */
export function viewSize(bounds: GeoBounds, width: number): { width: number; height: number } {
  const { lat } = centreOf(bounds);
  const kmWide = (bounds.east - bounds.west) * kmPerDegreeLng(lat);
  const kmHigh = (bounds.north - bounds.south) * KM_PER_DEGREE;
  return { width, height: Math.round((width * kmHigh) / kmWide) };
}

/** Where a point falls in a drawing of `size` showing `bounds` (north up). */
export function toView(point: GeoPoint, bounds: GeoBounds, size: { width: number; height: number }): { x: number; y: number } {
  return {
    x: ((point.lng - bounds.west) / (bounds.east - bounds.west)) * size.width,
    y: ((bounds.north - point.lat) / (bounds.north - bounds.south)) * size.height,
  };
}

/** The point under a spot of the drawing, kept inside the bounds. */
export function fromView(spot: { x: number; y: number }, bounds: GeoBounds, size: { width: number; height: number }): GeoPoint {
  const x = Math.min(Math.max(spot.x / size.width, 0), 1);
  const y = Math.min(Math.max(spot.y / size.height, 0), 1);
  return { lat: bounds.north - y * (bounds.north - bounds.south), lng: bounds.west + x * (bounds.east - bounds.west) };
}

export type Heading = 'north' | 'south' | 'east' | 'west';

/** The point `km` away towards `heading`, kept inside the bounds (the arrow keys of the map). */
export function movePoint(point: GeoPoint, heading: Heading, km: number, bounds: GeoBounds): GeoPoint {
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / kmPerDegreeLng(point.lat);
  const moved = {
    lat: point.lat + (heading === 'north' ? dLat : heading === 'south' ? -dLat : 0),
    lng: point.lng + (heading === 'east' ? dLng : heading === 'west' ? -dLng : 0),
  };
  return {
    lat: Math.min(Math.max(moved.lat, bounds.south), bounds.north),
    lng: Math.min(Math.max(moved.lng, bounds.west), bounds.east),
  };
}

/** Coordinates rounded for reading out and for sending (four decimals: about 11 m). */
export function roundPoint(point: GeoPoint): GeoPoint {
  return { lat: Math.round(point.lat * 1e4) / 1e4, lng: Math.round(point.lng * 1e4) / 1e4 };
}
