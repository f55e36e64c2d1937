/** Waits for the storefront server's `/healthz` (started by `npm run perf` and `npm run load`), 30 s at most. */
export async function waitForHealth(url: string): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the storefront server did not answer ${url}`);
}

