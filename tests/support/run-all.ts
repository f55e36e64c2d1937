/**
 * `npm test`: lint, typecheck, unit, stories and e2e, each run to the end even when an earlier
 * one fails, then one summary line `N passed, N failed, N skipped` adding up every suite.
 * Steps of one stage run side by side (their output printed whole as each ends): lint beside the
 * typecheck and the unit tests, and the stories in two shards, each its own browser, whose waits on
 * real timers (debounces, the cart's save) overlap.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { E2E_BUILD_COMMANDS } from './e2eBuild.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Step {
  name: string;
  /** Run side by side; the step passes when all of them do. */
  commands: string[][];
  /** Added to the environment of its commands. */
  env?: Record<string, string>;
  /** Reads the suite's own test counts after it ran; absent for checks that count as one. */
  counts?: () => Counts;
  /** Names the tests that failed, with the first line of each error, for the end of the log. */
  failures?: () => string[];
}

const RESULTS = 'test-results';

function vitestCounts(...files: string[]): Counts {
  return files.map(vitestReport).reduce(add, { passed: 0, failed: 0, skipped: 0 });
}

const add = (a: Counts, b: Counts): Counts => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped });

function vitestReport(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

/** The start of an error (two lines, no colours): what the end of a long log must still say. */
const errorStart = (text: string | undefined): string =>
  stripVTControlCharacters(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(' ')
    .slice(0, 300);

function vitestFailures(...files: string[]): string[] {
  return files.flatMap((file) => {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
    };
    return report.testResults.flatMap((result) => {
      const where = relative(process.cwd(), result.name);
      const failed = result.assertionResults.filter((a) => a.status === 'failed').map((a) => `${where} › ${a.fullName}: ${errorStart(a.failureMessages?.[0])}`);
      return failed.length || result.status !== 'failed' ? failed : [`${where}: ${errorStart(result.message)}`];
    });
  });
}

interface PlaywrightSuite {
  file: string;
  suites?: PlaywrightSuite[];
  specs: { title: string; tests: { results: { status: string; error?: { message?: string } }[] }[] }[];
}

function playwrightFailures(file: string): string[] {
  const { suites } = JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[] };
  const walk = (suite: PlaywrightSuite): string[] => [
    ...suite.specs.flatMap((spec) =>
      spec.tests.flatMap((test) => test.results.filter((r) => r.status !== 'passed' && r.status !== 'skipped').map((r) => `${suite.file} › ${spec.title} (${r.status}): ${errorStart(r.error?.message)}`)),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return suites.flatMap(walk);
}

function playwrightCounts(file: string): Counts {
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const vitest = (projects: string[], out: string, extra: string[] = []): string[] => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${RESULTS}/${out}`,
];

/** typescript-eslint still needs TypeScript 6 (`typescript`), so 7 is installed beside it under its own name. */
const TSC_7 = 'node_modules/typescript-7/bin/tsc';

const SHARDS = 2;
const storyShards = Array.from({ length: SHARDS }, (_, i) => `stories-${i + 1}.json`);

const stages: Step[][] = [
  // Side by side: lint is one thread and the unit run about one core of two (measured), so together
  // they keep both cores busy instead of taking turns.
  [
    // knip beside ESLint: unused files, exports and dependencies, which no file-by-file rule can see (knip.json);
    // then in production mode, where what only tests, stories or the mock platform use counts as unused.
    { name: 'lint', commands: [['eslint', '.', '--max-warnings', '0'], ['knip'], ['knip', '--production']] },
    // TypeScript 7, the native compiler: the same strict check in 12 s (23 s of CPU) against 6's 44 s (57 s).
    { name: 'typecheck', commands: [[TSC_7, '--noEmit']] },
    // Coverage of storefront/domain must stay at 100% (thresholds in vite.config.ts).
    {
      name: 'unit',
      commands: [vitest(['unit', 'dom'], 'unit.json', ['--coverage'])],
      counts: () => vitestCounts(`${RESULTS}/unit.json`),
      failures: () => vitestFailures(`${RESULTS}/unit.json`),
    },
    // The journeys' production build, made here while a core is free (playwright.config.ts serves it).
    { name: 'e2e build', commands: E2E_BUILD_COMMANDS },
  ],
  [
    {
      name: 'stories',
      commands: storyShards.map((out, i) => vitest(['stories'], out, [`--shard=${i + 1}/${SHARDS}`])),
      counts: () => vitestCounts(...storyShards.map((out) => `${RESULTS}/${out}`)),
      failures: () => vitestFailures(...storyShards.map((out) => `${RESULTS}/${out}`)),
    },
  ],
  [
    {
      name: 'e2e',
      commands: [['playwright', 'test']],
      env: { E2E_PREBUILT: '1' },
      counts: () => playwrightCounts(`${RESULTS}/e2e.json`),
      failures: () => playwrightFailures(`${RESULTS}/e2e.json`),
    },
  ],
];

/** Runs one command; alone it prints as it goes, beside others its output waits for its end. */
function run(command: string[], alone: boolean, env: Record<string, string> = {}): Promise<boolean> {
  const [bin = '', ...args] = command;
  const child = spawn(bin.includes('/') ? bin : `node_modules/.bin/${bin}`, args, { stdio: alone ? 'inherit' : 'pipe', env: { ...process.env, ...env, FORCE_COLOR: '1' } });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const rows: { name: string; ok: boolean; counts: Counts; seconds: number; failed: string[] }[] = [];
for (const stage of stages) {
  const alone = stage.length === 1 && stage[0]?.commands.length === 1;
  const results = await Promise.all(
    stage.map(async (step) => {
      console.log(`\n▶ ${step.name}: ${step.commands.map((c) => c.join(' ')).join('  &  ')}`);
      const started = Date.now();
      const ok = (await Promise.all(step.commands.map((c) => run(c, alone, step.env)))).every(Boolean);
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
      let failed: string[] = [];
      try {
        failed = ok ? [] : (step.failures?.() ?? []);
      } catch {
        // No report to read: the suite's own output above says why.
      }
      return { name: step.name, ok, counts, seconds: (Date.now() - started) / 1000, failed };
    }),
  );
  rows.push(...results);
}

// The failed tests by name, just above the table: the end of a long log is what a CI page shows.
const failedTests = rows.flatMap((r) => r.failed.map((line) => `${r.name}: ${line}`));
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ✗ ${line}`).join('\n')}`);

console.log('\nsuite       result  passed  failed  skipped  time');
for (const r of rows) {
  console.log(
    `${r.name.padEnd(11)} ${(r.ok ? 'ok' : 'FAIL').padEnd(7)} ${String(r.counts.passed).padStart(6)}  ${String(r.counts.failed).padStart(6)}  ${String(r.counts.skipped).padStart(7)}  ${r.seconds.toFixed(1)}s`,
  );
}
const total = rows.map((r) => r.counts).reduce(add, { passed: 0, failed: 0, skipped: 0 });
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(rows.every((r) => r.ok) && existsSync(RESULTS) ? 0 : 1);
