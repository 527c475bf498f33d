import type { StaffActivities } from '@festival/server-registrations';
import { staffActivitiesRepository as repository } from './staff-activities.repository';

/** The activities side of the staff registrations screens and the dashboard (app.ts hands it to them). */
export const staffActivities: StaffActivities = {
  registrationsAt: (db, subEventId) => repository.registrationsAt(db, subEventId),
  async recordsOf(db, registrationId) {
    const rows = await repository.recordsOf(db, registrationId);
    return rows.map((row) => ({ ...row, startDate: row.startDate.toISOString() }));
  },
  async dashboard(db, { eventId, checkedInSince, fillingRatio }) {
    const [fillingUp, waitlisted, checkInsSince] = await Promise.all([
      repository.fillingUp(db, eventId, fillingRatio),
      repository.countRecords(db, eventId, 'WAITING_LIST'),
      repository.countRecords(db, eventId, 'CHECKED_IN', checkedInSince),
    ]);
    return { fillingUp, waitlisted, checkInsSince };
  },
};
