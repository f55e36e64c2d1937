/**
 * spec 9 "Empty identifier": the id the platform takes for "none" (a visitor's client, no address). Apart
 * from the documents' rules (identifiers), which only the login and registration forms need.
 */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
