export * from './lib/activities.tables';
export { bookedActivities, type BookedActivity } from './lib/booked-activities';
