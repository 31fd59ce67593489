// The leave year picker above the balance table, in a chunk of its own: MUI's Select, TextField and
// MenuItem were 19 KiB of gzip (six more requests) that every leaves list page waited for before its
// first paint, for a control an employee uses now and then (issue 23: the leaves pages' LCP).
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The years offered: five back, one ahead, and the chosen one wherever it is. */
export function leaveYearOptions(chosen: number, now = new Date().getFullYear()) {
  const years = new Set<number>([chosen]);
  for (let y = now + 1; y >= now - 5; y--) years.add(y);
  return [...years].sort((a, b) => b - a);
}

export default function LeaveYearSelect({
  year,
  onChange,
}: {
  year: number;
  onChange: (year: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Leave year"
      value={year}
      onChange={(e) => onChange(Number(e.target.value))}
      fullWidth={false}
      sx={{ width: 140, flexShrink: 0 }}
    >
      {leaveYearOptions(year).map((y) => (
        <MenuItem key={y} value={y}>
          {y}
        </MenuItem>
      ))}
    </TextField>
  );
}
