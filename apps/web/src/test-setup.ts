import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom has no layout, so window.scrollTo only prints "Not implemented"; the router calls it on
// every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Screens answer when React has rendered, which on a busy 2-core machine can take seconds. A wait
// for a screen state (findBy…, waitFor) lasts until the state appears; only a test that never gets
// there fails, at the test's own timeout. Testing Library's default of 1 s made the suite fail by
// how busy the machine was, not by what the screens did.
configure({ asyncUtilTimeout: 60_000 });
