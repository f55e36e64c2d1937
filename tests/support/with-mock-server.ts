/**
 * `npm run serve`: runs a command (the production server) beside the HTTP mock platform on
 * 127.0.0.1:8787, pointed at it, unless API_BASE_URL names a real platform; stops both together.
 */
import { spawn } from 'node:child_process';
import { startHttpMockServer } from '../../mocks/server.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx tests/support/with-mock-server.ts <command> [args...]');
  process.exit(2);
}

const realPlatform = process.env.API_BASE_URL?.trim();
const server = realPlatform ? undefined : await startHttpMockServer({ port: Number(process.env.MOCK_PORT ?? 8787) });
if (server) console.log(`Mock platform on ${server.url}`);
const env = { ...process.env, PATH: `node_modules/.bin:${process.env.PATH ?? ''}` };
if (server) Object.assign(env, { API_BASE_URL: server.url, DEFAULT_SUPPLIER: process.env.DEFAULT_SUPPLIER ?? 'demo' });
const child = spawn(command, args, { stdio: 'inherit', shell: false, env });
const stop = (code: number) => void (server ? server.close() : Promise.resolve()).finally(() => process.exit(code));
child.on('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
