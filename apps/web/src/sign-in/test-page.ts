// Test helper: the sign-in page at a path, drawn into a fresh document body.
import { vi } from 'vitest';
import { browser } from '../lib/browser';
import { showScreen } from './show-screen';

export function openSignInPage(path: string) {
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
  if (!showScreen(root)) throw new Error(`No sign-in screen for ${path}`);
  return { root, go };
}
