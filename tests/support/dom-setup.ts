import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadPageMessages } from '@storefront/i18n';

// Components of later pages render directly in these tests: the whole catalogue is there.
await loadPageMessages();

afterEach(() => cleanup());
