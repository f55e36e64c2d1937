import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizerOf } from '@ui/Sanitizer';

/**
 * For the server only (jsdom never reaches the browser's bundle). DOMPurify on a DOM of the server's own (one window for the process: DOMPurify parses each text into a
 * fresh inert document), so server HTML is sanitised in the first page, with the browser's policy.
 */
export const serverSanitizer = sanitizerOf(createDOMPurify(new JSDOM('').window));
