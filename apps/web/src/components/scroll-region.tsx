// A box that scrolls sideways when its content is wider (a many-column table on a laptop, invoice
// lines on a phone). While it does, it is a named region in the tab order, so a keyboard user can
// reach it and scroll with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable); while it
// fits, it adds no tab stop.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useEffect, useRef, useState } from 'react';

const FOCUS = {
  overflowX: 'auto',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
} as const;

export function ScrollRegion({
  label,
  children,
  sx,
}: {
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    // The content grows with its rows without the box changing size.
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={ref}
      sx={[FOCUS, ...(Array.isArray(sx) ? sx : [sx])]}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrolls sideways` } : {})}
    >
      {children}
    </Box>
  );
}
