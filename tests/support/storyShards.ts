/**
 * The story files split into shards of about equal time, for `npm test`'s two story runs side by side.
 * Vitest's own `--shard` splits by file, whatever a file costs: one shard ended 64 s after the other
 * (343 s against 407 s), a core idle all that time. A file's `await`s (its stories' steps) follow its
 * time closely (correlation 0.91 over the 100 files); split by them, the two measured 332 s and 320 s.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import storybook from '../../.storybook/main.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Files under `dir` whose names end with `suffix`, in its subfolders too when `deep`. */
function filesUnder(dir: string, suffix: string, deep: boolean): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return deep ? filesUnder(path, suffix, deep) : [];
      return entry.name.endsWith(suffix) ? [path] : [];
    })
    .sort();
}

/** Every story file Storybook's globs name (`dir/**` + `/*suffix` or `dir/*suffix`), as absolute paths. */
export function storyFiles(): string[] {
  const globs = (storybook.stories as string[]).map((glob) => resolve(ROOT, '.storybook', glob));
  return globs.flatMap((glob) => {
    const deep = glob.includes('/**/');
    const dir = glob.slice(0, glob.indexOf(deep ? '/**/' : '/*'));
    return filesUnder(dir, glob.slice(glob.lastIndexOf('*') + 1), deep);
  });
}

/** Heaviest first, each file to the lightest shard so far (longest-processing-time first). */
export function balance(weights: Map<string, number>, count: number): string[][] {
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], weight: 0 }));
  for (const [file, weight] of [...weights].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    const lightest = shards.reduce((min, shard) => (shard.weight < min.weight ? shard : min));
    lightest.files.push(file);
    lightest.weight += weight;
  }
  return shards.map((shard) => shard.files.sort());
}

export function storyShards(count: number): string[][] {
  const weights = new Map(storyFiles().map((file) => [file, 1 + (readFileSync(file, 'utf8').match(/\bawait\b/g)?.length ?? 0)]));
  return balance(weights, count);
}
