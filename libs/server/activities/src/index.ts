export * from './lib/activities.tables';
export { activitiesRoutes, activitiesDeps, type ActivitiesRoutesOptions } from './lib/activities.routes';
export {
  availableSlot,
  createReservation,
  replaceReservation,
  cancelReservation,
  listMySubEvents,
  listPublicSubEvents,
  PAYMENT_HOLD_MINUTES,
  PAYMENT_UNFINISHED_MESSAGE,
  NOT_REGISTERED_MESSAGE,
  type ActivitiesDeps,
} from './lib/activities.service';
export {
  promoteWaitlist,
  expireActivityHolds,
  activityJobs,
  DEFAULT_WAITLIST_OFFER_HOURS,
} from './lib/waitlist.service';
export { activitySettlementHandler } from './lib/payment-records';
export { releaseActivityPlacesOf } from './lib/released-attendees';
export { FULLY_REGISTERED_MESSAGE } from './lib/reservation-rules';
export { bookedActivities, activitiesChangedAt, type BookedActivity } from './lib/booked-activities';
export { staffActivitiesRoutes } from './lib/staff-activities.routes';
export {
  checkInRecordsOfEvent,
  findCheckInRecord,
  markActivityCheckedIn,
  type CheckInRecord,
} from './lib/check-in-records';
export { staffActivities } from './lib/staff-activities';
export { renderActivitiesShell, FILLED_ACTIVITIES_QUERY, type ActivitiesShellOptions } from './lib/activities-shell';
export { filledActivityList, type FilledActivityListOptions } from './lib/activity-list-page';
