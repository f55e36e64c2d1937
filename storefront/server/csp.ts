/**
 * The Content-Security-Policy of every page the server renders (issue 10, issue 20 "Security"). The
 * page talks to its own origin only (the platform is behind `/api/`), and its scripts are its own
 * files or carry this response's nonce: no inline script without it, no eval. A page a shared cache may
 * keep (`nonce` null) allows its own files only: a nonce served to many would no longer be a secret.
 */
export function contentSecurityPolicy(nonce: string | null, moreConnectSources: readonly string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': nonce === null ? ["'self'"] : ["'self'", `'nonce-${nonce}'`],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    // stitches adds its rules in <style> elements at run time: no nonce or hash can follow them.
    'style-src': ["'self'", "'unsafe-inline'"],
    // More only in development: Vite's hot-reload socket.
    'connect-src': ["'self'", ...moreConnectSources],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
