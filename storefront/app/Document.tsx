import type { ReactNode } from 'react';

/**
 * The whole page, as the server sends it and the browser hydrates it. React hoists each page's
 * `<title>` and `<meta>` into this head, on the server and in the browser alike.
 */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}
