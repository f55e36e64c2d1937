import { describe, expect, it } from 'vitest';
import { balance, storyFiles, storyShards } from '../support/storyShards.ts';

describe('story shards', () => {
  it('puts the heaviest file first, each on the lightest shard so far', () => {
    const weights = new Map([
      ['a', 7],
      ['b', 5],
      ['c', 4],
      ['d', 3],
      ['e', 1],
    ]);
    expect(balance(weights, 2)).toEqual([
      ['a', 'd'],
      ['b', 'c', 'e'],
    ]);
  });

  it('runs every story file Storybook knows, in exactly one shard', () => {
    const files = storyFiles();
    expect(files.length).toBeGreaterThan(90);
    expect(files).toContain(`${process.cwd()}/.storybook/studio/ThemeStudio.stories.tsx`);
    expect(storyShards(2).flat().sort()).toEqual([...files].sort());
  });
});
