// The tabs bar of a section ("Create User / Edit User / View User / Users"): each tab is a link,
// the current one is marked, and a tab that needs a record is disabled until there is one.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';

export interface PageTab {
  /** Stable key; `value` of PageTabs names the current one. */
  key: string;
  label: string;
  /** Without a target the tab shows disabled. */
  to?: string;
  disabled?: boolean;
}

export function PageTabs({ tabs, value, label }: { tabs: PageTab[]; value: string; label: string }) {
  return (
    <Tabs
      value={tabs.some((tab) => tab.key === value) ? value : false}
      aria-label={label}
      variant="scrollable"
      scrollButtons="auto"
      sx={{
        mb: 2,
        borderBottom: 1,
        borderColor: 'divider',
        // Four tabs fit a 375 px phone without scrolling.
        '& .MuiTab-root': { minWidth: 0, px: { xs: 1.25, sm: 2 } },
        '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
      }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          value={tab.key}
          label={tab.label}
          disabled={tab.disabled || !tab.to}
          {...(tab.to ? { component: RouterLink, to: tab.to } : {})}
        />
      ))}
    </Tabs>
  );
}
