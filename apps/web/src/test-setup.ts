import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom has no layout, so window.scrollTo only prints "Not implemented"; the router calls it on
// every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
