/** Stands in for the browser's clipboard while `run` runs: accepting (and keeping what was written) or refusing. */
export async function withClipboard(accept: boolean, run: (written: string[]) => Promise<void>) {
  const written: string[] = [];
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        written.push(text);
        return accept ? Promise.resolve() : Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      },
    },
  });
  try {
    await run(written);
  } finally {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  }
}
