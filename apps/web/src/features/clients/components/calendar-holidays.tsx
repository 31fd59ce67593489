// A client calendar's own holidays: date, name, full or half day; rows added and removed in place.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateInput } from '../../../components/date-input';

export interface HolidayRow {
  key: number;
  date: string;
  name: string;
  half_day: boolean;
}

let nextKey = 1;
export const holidayRow = (h: Omit<HolidayRow, 'key'>): HolidayRow => ({ key: nextKey++, ...h });

export function CalendarHolidays({
  rows,
  onChange,
}: {
  rows: HolidayRow[];
  onChange: (rows: HolidayRow[]) => void;
}) {
  const update = (key: number, change: Partial<HolidayRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {rows.length === 0 && <Typography color="text.secondary">No holidays of the client's own.</Typography>}
      {rows.map((row, i) => (
        <Box key={row.key} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Box sx={{ width: 180 }}>
            <DateInput
              label={`Date of holiday ${i + 1}`}
              value={row.date}
              onChange={(date) => update(row.key, { date })}
            />
          </Box>
          <TextField
            size="small"
            label={`Name of holiday ${i + 1}`}
            value={row.name}
            onChange={(e) => update(row.key, { name: e.target.value })}
            sx={{ flex: '1 1 200px' }}
          />
          <FormControlLabel
            label="Half day"
            control={
              <Checkbox
                checked={row.half_day}
                onChange={(e) => update(row.key, { half_day: e.target.checked })}
              />
            }
          />
          <IconButton
            aria-label={`Remove holiday ${i + 1}`}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...rows, holidayRow({ date: '', name: '', half_day: false })])}
        >
          Add holiday
        </Button>
      </Box>
    </Box>
  );
}
