// The tabs bar of a section ("Create User / Edit User / View User / Users"): each tab is a link,
// the current one is marked, and a tab that needs a record is disabled until there is one.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

export interface PageTab {
  /** Stable key; `value` of PageTabs names the current one. */
  key: string;
  label: string;
  /** Without a target the tab shows disabled. */
  to?: string;
  disabled?: boolean;
}

/**
 * MUI scrolls the current tab into view once, before its scroll arrows appear; the arrows then take
 * room from the strip and can cover the current tab again (a phone's "View Applicant"). So whenever
 * the strip's width changes, the current tab is brought back into view.
 */
function useCurrentTabInView() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = ref.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const tab = scroller.querySelector<HTMLElement>('.Mui-selected');
      if (!tab) return;
      const strip = scroller.getBoundingClientRect();
      const { left, right } = tab.getBoundingClientRect();
      if (right > strip.right) scroller.scrollLeft += right - strip.right;
      else if (left < strip.left) scroller.scrollLeft -= strip.left - left;
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);
  return ref;
}

export function PageTabs({ tabs, value, label }: { tabs: PageTab[]; value: string; label: string }) {
  const ref = useCurrentTabInView();
  return (
    <Tabs
      ref={ref}
      value={tabs.some((tab) => tab.key === value) ? value : false}
      aria-label={label}
      // Where the tabs do not fit (a phone), they scroll, with arrows on touch screens too; MUI
      // scrolls the current tab into view. From the desktop breakpoint on, no arrows: four tabs
      // fit beside the side menu, and a half-measured strip (fonts still loading) must not show
      // them; a strip that ever overflows there still scrolls.
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{
        mb: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '& .MuiTab-root': { minWidth: 0, px: { xs: 1, sm: 2 }, fontSize: { xs: 13, sm: 14 } },
        '& .MuiTabs-scrollButtons': { width: { xs: 28, sm: 40 }, display: { md: 'none' } },
        '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
      }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          value={tab.key}
          label={tab.label}
          // The current tab stays enabled even without a target (e.g. "View" of an unknown record):
          // it is the one the keyboard reaches in the tab strip.
          disabled={tab.key !== value && (tab.disabled || !tab.to)}
          {...(tab.to ? { component: RouterLink, to: tab.to } : {})}
        />
      ))}
    </Tabs>
  );
}
