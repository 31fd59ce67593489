// The view page's interview history: every interview row ever saved (GET applicants/:id
// `interview_history`), newest first, with who wrote it and when. A status change closes the old row
// and opens a new one, so each step shows here; rows taken out of the form stay, marked Removed.
// Client viewers get no history in the answer, and then nothing is shown.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Applicant } from '@staffdesk/shared';
import { useId } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format';

type HistoryItem = NonNullable<Applicant['interview_history']>[number];

export function InterviewHistory({ items }: { items: Applicant['interview_history'] }) {
  const headingId = useId();
  if (!items?.length) return null;
  const newestFirst = [...items].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }} id={headingId}>
        Interview History
      </Typography>
      <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {newestFirst.map((item, index) => (
          <HistoryEntry key={item.id} item={item} last={index === newestFirst.length - 1} />
        ))}
      </Box>
    </Box>
  );
}

function HistoryEntry({ item, last }: { item: HistoryItem; last: boolean }) {
  const removed = item.removed_at !== null;
  const interviewDate = formatDate(item.interview_date);
  return (
    <Box
      component="li"
      aria-label={removed ? `${item.status} (removed)` : item.status}
      sx={{ display: 'flex', gap: 1.5 }}
    >
      {/* The timeline rail: a dot per entry, joined by a line. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
        <Box
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: removed ? 'action.disabled' : 'primary.main',
          }}
        />
        {!last && <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, pb: last ? 0 : 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Typography
            sx={{
              fontWeight: 600,
              fontSize: 14,
              color: removed ? 'text.secondary' : 'text.primary',
              textDecoration: removed ? 'line-through' : 'none',
            }}
          >
            {item.status}
          </Typography>
          {removed && <Chip size="small" label="Removed" variant="outlined" />}
          {interviewDate && (
            <Typography color="text.secondary" sx={{ fontSize: 13 }}>
              Interview date {interviewDate}
            </Typography>
          )}
        </Box>
        {item.comment && (
          <Typography sx={{ fontSize: 14, mt: 0.25, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.comment}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ fontSize: 12, mt: 0.25 }}>
          {item.created_by_name ? `Changed by ${item.created_by_name}` : 'Changed'} on{' '}
          {formatDateTime(item.created_at)}
          {item.removed_at && ` · Removed on ${formatDateTime(item.removed_at)}`}
        </Typography>
      </Box>
    </Box>
  );
}
