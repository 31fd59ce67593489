// The positions filter (spec 000 §2 Positions, §5 "Position filter"): the panel with its fold
// button; the form itself (positions-filter-form.tsx) loads when the panel first opens.
import { lazy } from 'react';
import { FilterPanel } from '../../../components/filter-panel';
import {
  activeFilterCount,
  type FilterFields,
  type FilterValues,
} from '../../../components/use-filter-params';

export const POSITION_FILTER_FIELDS: FilterFields = {
  search: { kind: 'text' },
  company_id: { kind: 'id', param: 'client' },
  position_type_id: { kind: 'id' },
  skill_id: { kind: 'ids' },
  status_id: { kind: 'id' },
  country_id: { kind: 'id' },
  state_id: { kind: 'id' },
  city_id: { kind: 'id' },
  min_salary: { kind: 'text' },
  max_salary: { kind: 'text' },
  experience: { kind: 'text' },
  experience_type: { kind: 'id' },
};

export const EMPTY_POSITION_FILTER: FilterValues = Object.fromEntries(
  Object.entries(POSITION_FILTER_FIELDS).map(([name, { kind }]) => [name, kind === 'ids' ? [] : '']),
);
/** The unit only means something beside an experience. */
export const toApplied = (values: FilterValues): FilterValues => ({
  ...values,
  experience_type: values.experience === '' ? '' : values.experience_type,
});

export interface PositionsFilterProps {
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

const PositionsFilterForm = lazy(() =>
  import('./positions-filter-form').then((m) => ({ default: m.PositionsFilterForm })),
);

export function PositionsFilter({ values, onApply }: PositionsFilterProps) {
  return (
    <FilterPanel activeCount={activeFilterCount(toApplied(values), ['experience_type'])}>
      <PositionsFilterForm values={values} onApply={onApply} />
    </FilterPanel>
  );
}
