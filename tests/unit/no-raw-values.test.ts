import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Components and screens name tokens; raw colours and pixel values live in themes/ only (STYLE.md). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.(stories|test)\.tsx?$/.test(entry) ? [path] : [];
  });
}

const RAW = /(?<![\w$-])(#[0-9a-f]{3,8}\b|\d+(\.\d+)?px\b|rgba?\(|hsla?\()/i;

describe('design tokens only', () => {
  it.each(['ui', 'storefront'])('%s/ has no raw colour or pixel value', (dir) => {
    const offenders = sourceFiles(dir).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
        .filter(({ line }) => RAW.test(line) && !line.startsWith('//') && !line.startsWith('*'))
        .map(({ at, line }) => `${at}  ${line}`),
    );
    expect(offenders).toEqual([]);
  });
});
