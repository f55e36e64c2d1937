/**
 * `npm test`: lint, typecheck, unit, stories and e2e, each run to the end even when an earlier
 * one fails, then one summary line `N passed, N failed, N skipped` adding up every suite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Step {
  name: string;
  command: string[];
  /** Reads the suite's own test counts after it ran; absent for checks that count as one. */
  counts?: () => Counts;
}

const RESULTS = 'test-results';

function vitestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(file: string): Counts {
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const vitest = (projects: string[], out: string, extra: string[] = []): Step['command'] => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${RESULTS}/${out}`,
];

const steps: Step[] = [
  { name: 'lint', command: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'typecheck', command: ['tsc', '--noEmit'] },
  // Coverage of storefront/domain must stay at 100% (thresholds in vite.config.ts).
  { name: 'unit', command: vitest(['unit', 'dom'], 'unit.json', ['--coverage']), counts: () => vitestCounts(`${RESULTS}/unit.json`) },
  { name: 'stories', command: vitest(['stories'], 'stories.json'), counts: () => vitestCounts(`${RESULTS}/stories.json`) },
  { name: 'e2e', command: ['playwright', 'test'], counts: () => playwrightCounts(`${RESULTS}/e2e.json`) },
];

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const rows: { name: string; ok: boolean; counts: Counts; seconds: number }[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [bin = '', ...args] = step.command;
  const run = spawnSync(`node_modules/.bin/${bin}`, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  const ok = run.status === 0;
  let counts: Counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  if (step.counts) {
    try {
      counts = step.counts();
      // A runner that crashed before reporting a failure still failed.
      if (!ok && counts.failed === 0) counts.failed = 1;
    } catch {
      counts = { passed: 0, failed: 1, skipped: 0 };
    }
  }
  rows.push({ name: step.name, ok, counts, seconds: (Date.now() - started) / 1000 });
}

console.log('\nsuite       result  passed  failed  skipped  time');
for (const r of rows) {
  console.log(
    `${r.name.padEnd(11)} ${(r.ok ? 'ok' : 'FAIL').padEnd(7)} ${String(r.counts.passed).padStart(6)}  ${String(r.counts.failed).padStart(6)}  ${String(r.counts.skipped).padStart(7)}  ${r.seconds.toFixed(1)}s`,
  );
}
const total = rows.reduce(
  (sum, r) => ({ passed: sum.passed + r.counts.passed, failed: sum.failed + r.counts.failed, skipped: sum.skipped + r.counts.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(rows.every((r) => r.ok) && existsSync(RESULTS) ? 0 : 1);
