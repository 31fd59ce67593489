// The table footer of spec 001 §9: "Showing {from} to {to} of {count} entries" with first, previous,
// page numbers, next and last buttons. Lists stop counting 10,000 rows past the page (server
// lib/list-query.ts): the footer then says "of 10,000+ entries" and, the last page being unknown,
// offers no "last page" button; the numbers and "next" still lead on.
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { groupDigits } from '../lib/format';

export interface TablePagerProps {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  count: number;
  /** The server stopped counting: `count` is a lower bound. */
  countIsLowerBound?: boolean;
  onPageChange: (page: number) => void;
}

export const pageCountOf = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

export function TablePager({ page, pageSize, count, countIsLowerBound, onPageChange }: TablePagerProps) {
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, count);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        Showing {groupDigits(from)} to {groupDigits(to)} of {groupDigits(count)}
        {countIsLowerBound ? '+' : ''} entries
      </Typography>
      <Pagination
        page={page}
        count={pageCountOf(count, pageSize)}
        onChange={(_, next) => onPageChange(next)}
        showFirstButton
        showLastButton={!countIsLowerBound}
        shape="rounded"
        color="primary"
        size="small"
        siblingCount={1}
        boundaryCount={1}
        getItemAriaLabel={(type, itemPage, selected) =>
          type === 'page' ? `${selected ? '' : 'Go to '}page ${itemPage}` : `Go to ${type} page`
        }
      />
    </Box>
  );
}
