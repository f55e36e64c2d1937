/**
 * Classic XSS vectors for the places that show server HTML (issue 10 "Security"): each one, if it ever
 * ran, would set `window.__xss` to its id (or define it, for the clobbering one). `text` is the harmless
 * part that must survive sanitising: the shopper still reads it, only the active part is gone.
 */
export interface XssVector {
  id: number;
  name: string;
  html: string;
  /** Visible text that must still be shown after sanitising (absent when the whole vector is active content). */
  text?: string;
}

const set = (id: number, target = 'window') => `${target}.__xss=${id}`;

export const XSS_VECTORS: readonly XssVector[] = [
  { id: 1, name: 'img onerror', html: `<img src=x onerror="${set(1)}">` },
  { id: 2, name: 'svg onload', html: `<svg onload="${set(2)}"><circle r="5"></circle></svg>` },
  { id: 3, name: 'script', html: `<script>${set(3)}</script>` },
  { id: 4, name: 'javascript: href', html: `<a href="javascript:${set(4)}">Vetor 4 link javascript</a>`, text: 'Vetor 4 link javascript' },
  {
    id: 5,
    name: 'mixed-case scheme and onclick',
    html: `<a href="JaVaScRiPt:${set(5)}" onclick="${set(5)}">Vetor 5 maiúsculas e onclick</a>`,
    text: 'Vetor 5 maiúsculas e onclick',
  },
  { id: 6, name: 'hex entity in the scheme', html: `<a href="jav&#x61;script:${set(6)}">Vetor 6 entidade hexadecimal</a>`, text: 'Vetor 6 entidade hexadecimal' },
  {
    id: 7,
    name: 'decimal entities and a tab in the scheme',
    html: `<a href="&#106;ava&#9;script&#58;${set(7)}">Vetor 7 entidade decimal e tab</a>`,
    text: 'Vetor 7 entidade decimal e tab',
  },
  { id: 8, name: 'control character before the scheme', html: `<a href="&#1; javascript:${set(8)}">Vetor 8 caractere de controle</a>`, text: 'Vetor 8 caractere de controle' },
  { id: 9, name: 'iframe srcdoc', html: `<iframe srcdoc="<script>${set(9, 'parent')}</script>"></iframe>` },
  { id: 10, name: 'iframe javascript: src', html: `<iframe src="javascript:${set(10, 'parent')}"></iframe>` },
  {
    id: 11,
    name: 'data: URL link',
    html: `<a href="data:text/html;base64,PHNjcmlwdD5vcGVuZXIuX194c3M9MTE8L3NjcmlwdD4=">Vetor 11 link data</a>`,
    text: 'Vetor 11 link data',
  },
  { id: 12, name: 'object data', html: `<object data="javascript:${set(12, 'parent')}"></object>` },
  { id: 13, name: 'embed src', html: `<embed src="javascript:${set(13, 'parent')}">` },
  {
    id: 14,
    name: 'form action and button formaction',
    html: `<form action="javascript:${set(14)}"><button formaction="javascript:${set(14)}">Vetor 14 enviar formulário</button><input type="submit" value="x"></form>`,
    text: 'Vetor 14 enviar formulário',
  },
  { id: 15, name: 'base href', html: `<base href="javascript:${set(15)}//"><a href="produtos">Vetor 15 link relativo sob base</a>`, text: 'Vetor 15 link relativo sob base' },
  { id: 16, name: 'meta refresh', html: `<meta http-equiv="refresh" content="0;url=javascript:${set(16)}">` },
  {
    id: 17,
    name: 'math/mglyph/style mutation',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${set(17)}"></style></mglyph></table></mtext></math>`,
  },
  { id: 18, name: 'svg style mutation', html: `<svg></p><style><a id="</style><img src=1 onerror=${set(18)}>">` },
  {
    id: 19,
    name: 'noscript attribute breaking',
    html: `<noscript><p title="</noscript><img src=x onerror=${set(19)}>">Vetor 19 noscript</p></noscript>`,
  },
  {
    id: 20,
    name: 'attribute breaking with an encoded quote',
    html: `<p title="a&quot; onmouseover=&quot;${set(20)}" onmouseover="${set(20)}">Vetor 20 atributo quebrado</p>`,
    text: 'Vetor 20 atributo quebrado',
  },
  { id: 21, name: 'details ontoggle', html: `<details open ontoggle="${set(21)}"><summary>Vetor 21 detalhes</summary></details>`, text: 'Vetor 21 detalhes' },
  { id: 22, name: 'autofocus onfocus', html: `<input autofocus onfocus="${set(22)}"><span>Vetor 22 foco automático</span>`, text: 'Vetor 22 foco automático' },
  { id: 23, name: 'media source onerror', html: `<video><source onerror="${set(23)}"></video><audio src=x onerror="${set(23)}"></audio>` },
  {
    id: 24,
    name: 'style with a script URL',
    html: `<div style="background:url(javascript:${set(24)})"><style>@import 'javascript:${set(24)}';</style>Vetor 24 estilo</div>`,
    text: 'Vetor 24 estilo',
  },
  { id: 25, name: 'DOM clobbering', html: `<a id="__xss" name="__xss">Vetor 25 clobbering</a><img name="__xss">`, text: 'Vetor 25 clobbering' },
  { id: 26, name: 'form inside math (DOMPurify 2.0.17 bypass)', html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${set(26)}>` },
  { id: 27, name: 'template content', html: `<template><img src=x onerror="${set(27)}"></template>` },
  {
    id: 28,
    name: 'protocol-relative and backslash links',
    html: `<a href="//evil.example/">Vetor 28 link protocolo relativo</a> <a href="/\\evil.example/">Vetor 28 link barra invertida</a>`,
    text: 'Vetor 28 link barra invertida',
  },
  { id: 29, name: 'unknown element with onclick', html: `<x-oferta onclick="${set(29)}">Vetor 29 elemento desconhecido</x-oferta>`, text: 'Vetor 29 elemento desconhecido' },
];

/**
 * All the vectors in one piece of server HTML, after a harmless paragraph, as written (wrapping would
 * change them). Those with visible text come first: the mutation tricks leave elements open that may
 * swallow whatever follows them.
 */
export function hostileHtml(intro: string): string {
  const ordered = [...XSS_VECTORS.filter((v) => v.text), ...XSS_VECTORS.filter((v) => !v.text)];
  return [`<p>${intro}</p>`, ...ordered.map((v) => v.html)].join('\n');
}
