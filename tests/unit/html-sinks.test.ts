import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/sourceFiles.ts';

/*
 * Issue 10 "Security": server HTML reaches the page only through ui/SafeHtml (DOMPurify). Any other
 * place that writes HTML into the DOM, or DOMPurify itself used elsewhere with another policy, fails here.
 */

/** The one file allowed to write HTML: it sanitises first. */
const ALLOWED = new Set(['ui/SafeHtml/SafeHtml.tsx']);
/** The one policy (ui/Sanitizer) and the server's DOMPurify on jsdom, built with it: they import DOMPurify, and write nothing. */
const POLICY = 'ui/Sanitizer/sanitize.ts';
const SERVER_PURIFIER = 'storefront/app/serverSanitizer.ts';
// (and the policy's test, which builds a DOMPurify without a DOM)
const PURIFIERS = new Set([POLICY, SERVER_PURIFIER, 'ui/Sanitizer/sanitize.test.ts']);
/**
 * Issue 21: hydrates the text the server already sanitised (SafeHtml on the server's DOMPurify) as it is, read
 * back from its own element while hydrating; any other text goes through SafeHtml.
 */
const ADOPTS_SERVER_HTML = 'ui/LazySafeHtml/LazySafeHtml.tsx';
/** Writes JSON, not HTML, into a data script (schema.org JSON-LD), escaped by domain/seo `scriptJson`. */
const JSON_LD = 'storefront/screens/Product/ProductMeta.tsx';

const SINKS: { name: string; pattern: RegExp }[] = [
  { name: 'dangerouslySetInnerHTML', pattern: /dangerouslySetInnerHTML/ },
  { name: 'innerHTML', pattern: /\binnerHTML\b/ },
  { name: 'outerHTML =', pattern: /\bouterHTML\s*\+?=/ },
  { name: 'insertAdjacentHTML', pattern: /\binsertAdjacentHTML\b/ },
  { name: 'document.write', pattern: /\bdocument\s*\.\s*write(ln)?\b/ },
  { name: 'srcdoc', pattern: /\bsrc[dD]oc\s*[=:]|\.srcdoc\b/ },
  { name: 'createContextualFragment', pattern: /\bcreateContextualFragment\b/ },
  { name: 'setHTMLUnsafe / parseHTMLUnsafe', pattern: /\b(setHTMLUnsafe|parseHTMLUnsafe)\b/ },
  { name: 'DOMPurify import', pattern: /['"]dompurify['"]/i },
];

describe('HTML sinks', () => {
  it.each(['ui', 'storefront'])('%s/ writes HTML only through ui/SafeHtml', (dir) => {
    const offenders = sourceFiles(dir, (name) => /\.(ts|tsx)$/.test(name))
      .filter((file) => !ALLOWED.has(file) && file !== JSON_LD && file !== ADOPTS_SERVER_HTML)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            SINKS.filter((s) => s.pattern.test(line) && !(PURIFIERS.has(file) && s.name === 'DOMPurify import')).map((s) => `${file}:${i + 1} ${s.name}`),
          ),
      );
    expect(offenders).toEqual([]);
  });

  it('LazySafeHtml writes only what the server wrote into its element, and only while hydrating it', () => {
    const source = readFileSync(ADOPTS_SERVER_HTML, 'utf8');
    const reads = source.split('\n').filter((line) => /\binnerHTML\b/.test(line));
    const writes = source.split('\n').filter((line) => /dangerouslySetInnerHTML/.test(line));
    expect(reads).toEqual([expect.stringContaining('{ html, clean: element.innerHTML }')]);
    expect(source).toMatch(/const element = hydrating && typeof document !== 'undefined' \? document\.getElementById\(id\) : null;/);
    expect(writes).toEqual([expect.stringContaining('dangerouslySetInnerHTML={{ __html: served.clean }}')]);
    expect(source).toMatch(/served\?\.html === html \?/);
    expect(source).toMatch(/<SafeHtml id=\{id\} html=\{html\}/);
  });

  it('the allowed file exists and sanitises what it writes', () => {
    const [file] = [...ALLOWED];
    const source = readFileSync(file ?? '', 'utf8');
    expect(source).toMatch(/const clean = useMemo\(\(\) => sanitize\(html\)/);
    expect(source).toMatch(/useContext\(SanitizerContext\) \?\? browserSanitizer/);
    expect(source).toMatch(/const browserSanitizer = sanitizerOf\(DOMPurify\)/);
    expect(source).toMatch(/dangerouslySetInnerHTML=\{\{ __html: clean \}\}/);
  });

  it('one policy, in the browser and on the server', () => {
    expect(readFileSync(POLICY, 'utf8')).toMatch(/purifier\.sanitize\(withoutHandlers\(html\), POLICY\)/);
    expect(readFileSync(SERVER_PURIFIER, 'utf8')).toMatch(/sanitizerOf\(createDOMPurify\(new JSDOM\(''\)\.window\)\)/);
  });

  it('the JSON-LD script gets escaped JSON only, in a data script', () => {
    const sinks = readFileSync(JSON_LD, 'utf8')
      .split('\n')
      .filter((line) => SINKS.some((s) => s.pattern.test(line)));
    expect(sinks).toEqual(['      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />']);
  });
});
