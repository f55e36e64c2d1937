import type { ReactNode } from 'react';
import { LazySafeHtml } from '@ui/LazySafeHtml';
import { styled } from '@themes/stitches.config';
import { Section } from './layout';

/** Plain text from the platform: React escapes it; line breaks are kept. */
const Description = styled('p', { margin: 0, maxWidth: '$prose', whiteSpace: 'pre-line' });
/** Server HTML, always sanitised: the sanitiser loads only for a description written in HTML. */
const HtmlDescription = styled('div', { maxWidth: '$prose' });

/** A description with tags or entities is the supplier's HTML; plain text keeps its line breaks as written. */
const HAS_MARKUP = /<[a-z!/]|&#?\w+;/i;

/** The product's description, under its heading. */
export function ProductDescription({ title, text }: { title: ReactNode; text: string }) {
  return (
    <Section aria-labelledby="descricao">
      <h2 id="descricao">{title}</h2>
      {HAS_MARKUP.test(text) ? (
        <HtmlDescription>
          <LazySafeHtml html={text} />
        </HtmlDescription>
      ) : (
        <Description>{text}</Description>
      )}
    </Section>
  );
}
