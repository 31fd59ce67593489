// vi.mock factory for '@staffdesk/shared': hiddenKeys also hides a session's `test_hidden` keys
// (fixtures.ts withoutKeys), for the access popups no real user type reaches.
type Shared = typeof import('@staffdesk/shared');

export const withTestHiddenKeys = (shared: Shared): Shared => ({
  ...shared,
  hiddenKeys: (subject) => {
    const hidden = new Set(shared.hiddenKeys(subject));
    for (const key of (subject as { test_hidden?: string[] }).test_hidden ?? []) hidden.add(key);
    return hidden;
  },
});
