import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files under `dir` (its subfolders too, never node_modules) whose names `keep` accepts, with `/` separators. */
export function sourceFiles(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name).replaceAll('\\', '/');
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}
