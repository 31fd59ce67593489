// The positions filter's schema, a chunk of its own: zod loads when the filter form first checks
// its values, not with the list (list-filter-fields.ts).
import { positionFilterBody } from '@staffdesk/shared';

export const schema = positionFilterBody.unwrap();
