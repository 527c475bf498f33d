import type { Dashboard } from '@festival/shared-util-api-contracts';

/** A festival day's counts, for the stories and tests. */
export const sampleDashboard: Dashboard = {
  registrationsByStatus: [
    { status: 'PENDING', count: 12 },
    { status: 'APPROVED', count: 230 },
    { status: 'WAITING_LIST', count: 7 },
    { status: 'CHECKED_IN', count: 84 },
  ],
  registrationsByType: [
    { type: 'GENERAL', count: 291 },
    { type: 'DELEGATE', count: 42 },
  ],
  activitiesFillingUp: [
    { id: '00000000-0000-4000-8000-000000000050', name: 'Hula workshop', capacity: 40, placesHeld: 40, waitlisted: 6 },
    { id: '00000000-0000-4000-8000-000000000051', name: 'Canoe voyage', capacity: 20, placesHeld: 17, waitlisted: 0 },
  ],
  activityWaitlist: 6,
  pendingVisaRequests: 9,
  pendingAccommodationRequests: 4,
  checkInsToday: 84,
  activityCheckInsToday: 31,
};
