// The weekly offs of a client calendar: each day of the week is worked, off every week, or off in
// chosen weeks of the month (the 2nd and 4th Saturdays).
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WEEKDAY_NAMES, type WeeklyOff } from '@staffdesk/shared';

const WEEK_LABELS = ['1st', '2nd', '3rd', '4th', '5th'];
type Choice = 'working' | 'every' | 'some';

const choiceOf = (off: WeeklyOff | undefined): Choice => (!off ? 'working' : off.weeks ? 'some' : 'every');

export function CalendarWeeklyOffs({
  value,
  onChange,
}: {
  value: WeeklyOff[];
  onChange: (v: WeeklyOff[]) => void;
}) {
  const set = (weekday: number, off: WeeklyOff | null) =>
    onChange(
      [...value.filter((o) => o.weekday !== weekday), ...(off ? [off] : [])].sort(
        (a, b) => a.weekday - b.weekday,
      ),
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {WEEKDAY_NAMES.map((name, weekday) => {
        const off = value.find((o) => o.weekday === weekday);
        const choice = choiceOf(off);
        return (
          <Box key={name} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography sx={{ width: 100, fontWeight: 500 }}>{name}</Typography>
            <TextField
              select
              size="small"
              label={`${name} is`}
              value={choice}
              sx={{ width: 220 }}
              onChange={(e) => {
                const next = e.target.value as Choice;
                set(
                  weekday,
                  next === 'working' ? null : { weekday, weeks: next === 'every' ? null : [2, 4] },
                );
              }}
            >
              <MenuItem value="working">A working day</MenuItem>
              <MenuItem value="every">Off every week</MenuItem>
              <MenuItem value="some">Off in some weeks</MenuItem>
            </TextField>
            {choice === 'some' && (
              <Box
                role="group"
                aria-label={`Weeks of the month ${name} is off`}
                sx={{ display: 'flex', flexWrap: 'wrap' }}
              >
                {WEEK_LABELS.map((label, i) => (
                  <FormControlLabel
                    key={label}
                    label={label}
                    control={
                      <Checkbox
                        size="small"
                        checked={off?.weeks?.includes(i + 1) ?? false}
                        onChange={(e) => {
                          const weeks = new Set(off?.weeks ?? []);
                          if (e.target.checked) weeks.add(i + 1);
                          else weeks.delete(i + 1);
                          set(weekday, weeks.size ? { weekday, weeks: [...weeks].sort() } : null);
                        }}
                      />
                    }
                  />
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
