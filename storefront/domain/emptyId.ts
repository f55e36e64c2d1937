/**
 * spec 9 "Empty identifier": the id the platform takes for "none" (a visitor's client, no address). Apart
 * from the documents' rules (identifiers), which only the login and registration forms need.
 */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

/** An id that says "none": empty, or only zeros and dashes. */
export function isEmptyId(id: string | undefined | null): boolean {
  return !id || /^[0-]+$/.test(id);
}
