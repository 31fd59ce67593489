// The applicants filter's Position: the chosen client's positions (a client viewer's own), picked
// once a client is (spec 000 §4).
import { isClientViewer } from '@staffdesk/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelectOrCreate } from '../../../components/form-select-or-create';
import { useAccess } from '../../../lib/access';
import { useCompanyPositions } from '../api/get-company-positions';

export function ApplicantPositionFilter() {
  const { user } = useAccess();
  const { control } = useFormContext();
  const chosenClient = useWatch({ control, name: 'client_id' });
  const clientId =
    user && isClientViewer(user)
      ? (user.company_id ?? undefined)
      : typeof chosenClient === 'number'
        ? chosenClient
        : undefined;
  const positions = useCompanyPositions(clientId);
  return (
    <FormSelectOrCreate
      name="position_id"
      label="Position"
      options={positions.options}
      loading={positions.loading}
      disabled={clientId === undefined}
      placeholder={clientId === undefined ? 'Choose a client first' : undefined}
    />
  );
}
