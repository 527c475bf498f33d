import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { mainEvents, type MainEventRow } from '@festival/server-events';
import { users } from '@festival/server-users';
import type { ShiftType, TimeSlot, VolunteerStatus } from '@festival/shared-util-registration';
import { volunteers, volunteerShiftAssignments, volunteerTimeSlots } from './volunteers.tables';

export type VolunteerRow = typeof volunteers.$inferSelect;
export type NewVolunteer = typeof volunteers.$inferInsert;
export type VolunteerFields = Omit<NewVolunteer, 'id' | 'mainEventId' | 'userId' | 'status' | 'createdAt'>;
export interface StoredSlot {
  id: string;
  startDate: Date;
  type: ShiftType;
}
export interface VolunteerWithSlots extends VolunteerRow {
  timeSlots: StoredSlot[];
  assignedShifts: { startDate: Date; type: ShiftType }[];
}

async function withSlots(db: Db, rows: VolunteerRow[]): Promise<VolunteerWithSlots[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [slots, assigned] = await Promise.all([
    db
      .select()
      .from(volunteerTimeSlots)
      .where(inArray(volunteerTimeSlots.volunteerId, ids))
      .orderBy(asc(volunteerTimeSlots.startDate)),
    db
      .select()
      .from(volunteerShiftAssignments)
      .where(inArray(volunteerShiftAssignments.volunteerId, ids))
      .orderBy(asc(volunteerShiftAssignments.startDate)),
  ]);
  return rows.map((row) => ({
    ...row,
    timeSlots: slots
      .filter((s) => s.volunteerId === row.id)
      .map(({ id, startDate, type }) => ({ id, startDate, type })),
    assignedShifts: assigned
      .filter((s) => s.volunteerId === row.id)
      .map(({ startDate, type }) => ({ startDate, type })),
  }));
}

export const volunteersRepository = {
  /** The festival one volunteers for: the first active main event by start. */
  async findFestival(db: Db): Promise<MainEventRow | null> {
    const [row] = await db
      .select()
      .from(mainEvents)
      .where(eq(mainEvents.status, 'ACTIVE'))
      .orderBy(asc(mainEvents.startDate))
      .limit(1);
    return row ?? null;
  },

  async findByUser(db: Db, mainEventId: string, userId: string): Promise<VolunteerWithSlots | null> {
    const rows = await db
      .select()
      .from(volunteers)
      .where(and(eq(volunteers.mainEventId, mainEventId), eq(volunteers.userId, userId)));
    const [found] = await withSlots(db, rows);
    return found ?? null;
  },

  /** The new row, or null when the user already applied for this event (the unique key decides). */
  async insert(tx: Db, row: NewVolunteer): Promise<VolunteerRow | null> {
    const [inserted] = await tx.insert(volunteers).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async update(tx: Db, id: string, fields: VolunteerFields): Promise<void> {
    await tx.update(volunteers).set(fields).where(eq(volunteers.id, id));
  },

  async setStatus(tx: Db, id: string, status: VolunteerStatus, updatedAt: Date): Promise<void> {
    await tx.update(volunteers).set({ status, updatedAt }).where(eq(volunteers.id, id));
  },

  async lockById(tx: Db, id: string): Promise<VolunteerRow | null> {
    const [row] = await tx.select().from(volunteers).where(eq(volunteers.id, id)).for('update');
    return row ?? null;
  },

  /** Replaces the offered shifts. */
  async replaceSlots(tx: Db, volunteerId: string, slots: readonly TimeSlot[]): Promise<void> {
    await tx.delete(volunteerTimeSlots).where(eq(volunteerTimeSlots.volunteerId, volunteerId));
    if (slots.length === 0) return;
    await tx
      .insert(volunteerTimeSlots)
      .values(slots.map((s) => ({ volunteerId, startDate: new Date(s.startDate), type: s.type })));
  },

  /** Every application of an event with its shifts and the applicant's name (the volunteer desk). */
  async listForEvent(db: Db, mainEventId: string, status?: VolunteerStatus) {
    const rows = await db
      .select({ volunteer: volunteers, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(volunteers)
      .innerJoin(users, eq(users.id, volunteers.userId))
      .where(
        status
          ? and(eq(volunteers.mainEventId, mainEventId), eq(volunteers.status, status))
          : eq(volunteers.mainEventId, mainEventId),
      )
      .orderBy(asc(volunteers.createdAt));
    const detailed = await withSlots(
      db,
      rows.map((r) => r.volunteer),
    );
    return detailed.map((volunteer, i) => ({
      ...volunteer,
      person: { firstName: rows[i].firstName, lastName: rows[i].lastName, email: rows[i].email },
    }));
  },
};
