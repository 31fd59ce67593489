// The load run's reads of the contract work (issues 24-25, data by generate-work.ts): the timesheets
// list (hrms and a client company), partners' bills (accounts and a partner), the margin report, the
// receivables aging, the dashboard's summary and the placements list. Each is a GET read: the bare
// baseline sends the SQL the app sent for it (bench/capture.ts). Months and days are the data's
// (up to the anchor, June 2026), not the clock's; client 1 is the largest client.
import { read } from './reads';
import type { Scenario, Who } from './scenarios';

const PAGE = 'skip=0&limit=10';
/** The anchor's month, still moving (submitted, drafts), and the one before, mostly approved and billed. */
const LAST = '2026-06';
const PREVIOUS = '2026-05';

const as = (scenario: Scenario, who: Who[]): Scenario => ({ ...scenario, who });

export function workScenarios(): Scenario[] {
  const both: Who[] = ['admin', 'company'];
  return [
    as(read('timesheets', 'no filter', `/timesheets?${PAGE}`), both),
    read('timesheets', `month ${PREVIOUS}`, `/timesheets?${PAGE}&month=${PREVIOUS}`),
    as(read('timesheets', `month ${LAST}`, `/timesheets?${PAGE}&month=${LAST}`), both),
    as(read('timesheets', 'status submitted', `/timesheets?${PAGE}&status=submitted`), both),
    read('timesheets', `month ${LAST} + status draft`, `/timesheets?${PAGE}&month=${LAST}&status=draft`),
    read('timesheets', `client 1 + month ${PREVIOUS}`, `/timesheets?${PAGE}&client_id=1&month=${PREVIOUS}`),
    as(read('partner-bills', 'no filter', `/partner-bills?${PAGE}`), ['admin', 'partner']),
    read('partner-bills', `month ${PREVIOUS}`, `/partner-bills?${PAGE}&month=${PREVIOUS}`),
    read('partner-bills', 'status received', `/partner-bills?${PAGE}&status=received`),
    read('partner-bills', 'month 2026-04', `/partner-bills?${PAGE}&month=2026-04`, 'partner'),
    read('margin', `month ${PREVIOUS}`, `/reports/margin?${PAGE}&from=${PREVIOUS}&to=${PREVIOUS}`),
    read('margin', 'year 2025-07 to 2026-06', `/reports/margin?${PAGE}&from=2025-07&to=${LAST}`),
    read(
      'margin',
      'year 2025-07 to 2026-06, client 1',
      `/reports/margin?${PAGE}&from=2025-07&to=${LAST}&client_id=1`,
    ),
    read('receivables', 'aging as of 2026-06-30', '/receivables/aging?as_of=2026-06-30'),
    read('dashboard', 'summary as of 2026-06-30', '/reports/dashboard?as_of=2026-06-30'),
    as(read('placements', 'no filter', `/placements?${PAGE}`), ['admin', 'company', 'partner']),
    read('placements', 'status active', `/placements?${PAGE}&status=active`),
    read('placements', "search 'priya'", `/placements?${PAGE}&search=priya`),
    read('placements', 'client 1', `/placements?${PAGE}&client_id=1`),
  ];
}
