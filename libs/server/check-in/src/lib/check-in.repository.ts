import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { checkIns } from './check-in.tables';

export type CheckInRow = typeof checkIns.$inferSelect;
export type NewCheckIn = typeof checkIns.$inferInsert;

export const checkInRepository = {
  /** The new row, or null when the person was already checked in there (by anyone, at any time). */
  async insertOnce(tx: Db, row: NewCheckIn): Promise<CheckInRow | null> {
    const [inserted] = await tx.insert(checkIns).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async find(db: Db, attendeeId: string, subEventId: string | null): Promise<CheckInRow | null> {
    const [row] = await db
      .select()
      .from(checkIns)
      .where(
        and(
          eq(checkIns.attendeeId, attendeeId),
          subEventId === null ? isNull(checkIns.subEventId) : eq(checkIns.subEventId, subEventId),
        ),
      );
    return row ?? null;
  },

  ofEvent(db: Db, eventId: string): Promise<CheckInRow[]> {
    return db.select().from(checkIns).where(eq(checkIns.mainEventId, eventId));
  },
};
