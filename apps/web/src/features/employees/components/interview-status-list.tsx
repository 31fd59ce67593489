// The interview history of the applicant this employee was hired from (spec 001 §3
// interview_status), latest first, with a link back to the applicant.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format';

export interface InterviewStatusListProps {
  applicantId: number;
  rows: { status: string; comment: string; interview_date: string | null }[];
}

export function InterviewStatusList({ applicantId, rows }: InterviewStatusListProps) {
  return (
    <Box>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history is read-only and never reordered
          <li key={index}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {row.status}
            </Typography>
            <Typography component="span" color="text.secondary">
              {row.interview_date ? ` · ${formatDate(row.interview_date)}` : ''} · {row.comment}
            </Typography>
          </li>
        ))}
      </Box>
      <Link
        component={RouterLink}
        to={`/applicants/view/${applicantId}`}
        sx={{ display: 'inline-block', mt: 1.5 }}
      >
        Open the applicant
      </Link>
    </Box>
  );
}
