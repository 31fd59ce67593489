// The tabs bar of a section ("Create User / Edit User / View User / Users"): each tab is a link,
// the current one is marked, and a tab that needs a record is disabled until there is one.
//
// Drawn as plain links in a tab list rather than MUI's Tabs: those measure every tab and the
// scrollbar when they mount (forced layouts in the middle of every page's first paint, ~50 ms on a
// phone; docs/performance.md). This strip needs no measuring: where the tabs do not fit (a phone)
// it scrolls, and shadows at its edges show there is more.
import Box from '@mui/material/Box';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

export interface PageTab {
  /** Stable key; `value` of PageTabs names the current one. */
  key: string;
  label: string;
  /** Without a target the tab shows disabled. */
  to?: string;
  disabled?: boolean;
}

const STRIP = {
  display: 'flex',
  mb: 2,
  borderBottom: 1,
  borderColor: 'divider',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  // Shadows at an edge with more tabs beyond it: the covers scroll with the tabs, the shadows do not.
  background: (theme: { palette: { background: { default: string } } }) => {
    const page = theme.palette.background.default;
    return [
      `linear-gradient(to right, ${page} 30%, transparent) left / 32px 100% no-repeat local`,
      `linear-gradient(to left, ${page} 30%, transparent) right / 32px 100% no-repeat local`,
      'radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.12), transparent) left / 10px 100% no-repeat scroll',
      'radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.12), transparent) right / 10px 100% no-repeat scroll',
    ].join(', ');
  },
  '& [role="tab"]': {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 48,
    px: { xs: 1, sm: 2 },
    fontSize: { xs: 13, sm: 14 },
    fontWeight: 600,
    lineHeight: 1.25,
    whiteSpace: 'nowrap',
    color: 'text.secondary',
    textDecoration: 'none',
    outlineOffset: -2,
  },
  '& a[role="tab"]:hover': { color: 'text.primary' },
  // The current tab's 2 px line is drawn over its foot, taking no room, as MUI's indicator does.
  '& [aria-selected="true"]': {
    color: 'primary.main',
    boxShadow: (theme: { palette: { primary: { main: string } } }) =>
      `inset 0 -2px 0 ${theme.palette.primary.main}`,
  },
  '& [aria-disabled="true"]': { color: 'text.disabled' },
} as const;

/** Arrow keys, Home and End move between the tabs that can be opened, as in any tab list. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled])')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (to === undefined || at < 0) return;
  event.preventDefault();
  tabs[(to + tabs.length) % tabs.length]?.focus();
}

/** Keeps the current tab in view whenever the strip's width changes (a phone's "View Applicant"). */
function useCurrentTabInView() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = ref.current;
    if (!strip || typeof ResizeObserver === 'undefined') return;
    // The observer first calls back after the browser has laid the page out: nothing is measured early.
    const observer = new ResizeObserver(() => {
      const tab = strip.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!tab) return;
      const bounds = strip.getBoundingClientRect();
      const { left, right } = tab.getBoundingClientRect();
      if (right > bounds.right) strip.scrollLeft += right - bounds.right;
      else if (left < bounds.left) strip.scrollLeft -= bounds.left - left;
    });
    observer.observe(strip);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** A tab that can be opened: it has a target and is not disabled. */
const opens = (tab: PageTab) => !!tab.to && !tab.disabled;

export function PageTabs({ tabs, value, label }: { tabs: PageTab[]; value: string; label: string }) {
  const ref = useCurrentTabInView();
  // The tab the Tab key reaches: the current one, or the first that opens when none is current.
  const focusable = tabs.some((tab) => tab.key === value) ? value : tabs.find(opens)?.key;
  return (
    <Box ref={ref} role="tablist" aria-label={label} onKeyDown={moveFocus} sx={STRIP}>
      {tabs.map((tab) => {
        const selected = tab.key === value;
        // The current tab stays enabled even without a target (e.g. "View" of an unknown record):
        // it is the one the keyboard reaches in the tab strip.
        if (selected || opens(tab)) {
          const common = {
            role: 'tab',
            'aria-selected': selected,
            tabIndex: tab.key === focusable ? 0 : -1,
          } as const;
          return tab.to ? (
            <RouterLink key={tab.key} to={tab.to} {...common}>
              {tab.label}
            </RouterLink>
          ) : (
            <span key={tab.key} {...common}>
              {tab.label}
            </span>
          );
        }
        return (
          <span key={tab.key} role="tab" aria-selected={false} aria-disabled="true" tabIndex={-1}>
            {tab.label}
          </span>
        );
      })}
    </Box>
  );
}
