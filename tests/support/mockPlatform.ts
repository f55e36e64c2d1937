import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockServer } from '@mocks/node';

/**
 * The mock platform for one Vitest file: listening for the whole file, back to the normal scenario
 * after each test (its data kept), with the requests it saw, so tests can check what was sent.
 */
export function useMockPlatform() {
  const mock = createMockServer();
  const seen: Request[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mock.useScenario('padrao');
    seen.length = 0;
  });
  afterAll(() => mock.server.close());
  return { mock, seen };
}
