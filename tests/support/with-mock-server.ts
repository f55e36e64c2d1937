/**
 * Runs a command beside the HTTP mock platform on 127.0.0.1:8787 (`npm run preview`), and
 * stops the server when the command ends.
 */
import { spawn } from 'node:child_process';
import { startHttpMockServer } from '../../mocks/server.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx tests/support/with-mock-server.ts <command> [args...]');
  process.exit(2);
}

const server = await startHttpMockServer({ port: Number(process.env.MOCK_PORT ?? 8787) });
console.log(`Mock platform on ${server.url}`);
const child = spawn(command, args, { stdio: 'inherit', shell: false, env: { ...process.env, PATH: `node_modules/.bin:${process.env.PATH ?? ''}` } });
const stop = (code: number) => void server.close().finally(() => process.exit(code));
child.on('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
