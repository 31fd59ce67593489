// Leave days for the browser tests. The demo data's mandatory holidays (apps/server/src/seed/
// demo-leaves.ts: Republic Day, Independence Day, Gandhi Jayanti) are not charged as leave, so a
// leave over one would count a day less than the test expects: weeks holding one are skipped.
const DEMO_MANDATORY_HOLIDAYS = ['01-26', '08-15', '10-02'];

const plus = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A weekday in the coming weeks (YYYY-MM-DD): the Monday `weeks` after this week's, plus days. */
export function monday(weeks: number, plusDays = 0) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7) + 7 * weeks);
  let start = d.toISOString().slice(0, 10);
  // Monday to Wednesday are the days the tests take.
  while ([0, 1, 2].some((k) => DEMO_MANDATORY_HOLIDAYS.includes(plus(start, k).slice(5)))) {
    start = plus(start, 7);
  }
  return plus(start, plusDays);
}
