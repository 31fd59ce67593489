// The applicants filter (spec 000 §2 Applicants, §5 "Filter"): the panel with its fold button; the
// form itself (applicants-filter-form.tsx) loads when the panel first opens.
import { lazy } from 'react';
import { FilterPanel } from '../../../components/filter-panel';
import {
  activeFilterCount,
  type FilterFields,
  type FilterValues,
} from '../../../components/use-filter-params';

/** ?client and ?position are the spec's names (links from the positions list use them). */
export const APPLICANT_FILTER_FIELDS: FilterFields = {
  search: { kind: 'text' },
  client_id: { kind: 'id', param: 'client' },
  position_id: { kind: 'id', param: 'position' },
  skill_id: { kind: 'ids' },
  source_id: { kind: 'id' },
  interview_status_id: { kind: 'id' },
  country_id: { kind: 'id' },
  state_id: { kind: 'id' },
  city_id: { kind: 'id' },
  min_ctc: { kind: 'text' },
  max_ctc: { kind: 'text' },
  min_experience: { kind: 'text' },
  max_experience: { kind: 'text' },
  max_notice_period: { kind: 'text' },
};

export const EMPTY_APPLICANT_FILTER: FilterValues = Object.fromEntries(
  Object.entries(APPLICANT_FILTER_FIELDS).map(([name, { kind }]) => [name, kind === 'ids' ? [] : '']),
);
export interface ApplicantsFilterProps {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

const ApplicantsFilterForm = lazy(() =>
  import('./applicants-filter-form').then((m) => ({ default: m.ApplicantsFilterForm })),
);

export function ApplicantsFilter({ values, onApply }: ApplicantsFilterProps) {
  return (
    <FilterPanel activeCount={activeFilterCount(values)}>
      <ApplicantsFilterForm values={values} onApply={onApply} />
    </FilterPanel>
  );
}
