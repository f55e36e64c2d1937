import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/sourceFiles.ts';

/** Components and screens name tokens; raw colours and pixel values live in themes/ only (STYLE.md). */
const isComponentSource = (name: string) => /\.(ts|tsx)$/.test(name) && !/\.(stories|test)\.tsx?$/.test(name);

const RAW = /(?<![\w$-])(#[0-9a-f]{3,8}\b|\d+(\.\d+)?px\b|rgba?\(|hsla?\()/i;

describe('design tokens only', () => {
  it.each(['ui', 'storefront'])('%s/ has no raw colour or pixel value', (dir) => {
    const offenders = sourceFiles(dir, isComponentSource).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
        .filter(({ line }) => RAW.test(line) && !line.startsWith('//') && !line.startsWith('*'))
        .map(({ at, line }) => `${at}  ${line}`),
    );
    expect(offenders).toEqual([]);
  });
});
