import type { VolunteerStatusValue } from '@festival/shared-util-api-contracts';
import { VOLUNTEER_TRANSITIONS } from '@festival/shared-util-registration';

/** The moves the desk may make from a status (docs/statuses.md), in the order the buttons show. */
export const movesFrom = (status: VolunteerStatusValue): readonly VolunteerStatusValue[] =>
  VOLUNTEER_TRANSITIONS[status];
