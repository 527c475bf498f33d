import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { walletDeviceRegistrations } from './wallet.tables';

export type DeviceRegistrationRow = typeof walletDeviceRegistrations.$inferSelect;
type DevicePass = Pick<DeviceRegistrationRow, 'deviceLibraryIdentifier' | 'passTypeIdentifier' | 'serialNumber'>;

const matches = (key: DevicePass) =>
  and(
    eq(walletDeviceRegistrations.deviceLibraryIdentifier, key.deviceLibraryIdentifier),
    eq(walletDeviceRegistrations.passTypeIdentifier, key.passTypeIdentifier),
    eq(walletDeviceRegistrations.serialNumber, key.serialNumber),
  );

/** The only code that touches wallet_device_registrations. */
export const walletDevicesRepository = {
  /** Registers the device for the pass, or gives it the new push token; true when it was not registered. */
  async upsert(db: Db, key: DevicePass, pushToken: string, at: Date): Promise<boolean> {
    const inserted = await db
      .insert(walletDeviceRegistrations)
      .values({ ...key, pushToken, createdAt: at, updatedAt: at, notifiedAt: at })
      .onConflictDoNothing()
      .returning({ serialNumber: walletDeviceRegistrations.serialNumber });
    if (inserted.length) return true;
    // Registering again, the device has just fetched the pass: it is up to date.
    await db.update(walletDeviceRegistrations).set({ pushToken, updatedAt: at, notifiedAt: at }).where(matches(key));
    return false;
  },

  async remove(db: Db, key: DevicePass): Promise<void> {
    await db.delete(walletDeviceRegistrations).where(matches(key));
  },

  /** The serial numbers of the passes of this type the device registered for. */
  async serialsOf(db: Db, deviceLibraryIdentifier: string, passTypeIdentifier: string): Promise<string[]> {
    const rows = await db
      .select({ serialNumber: walletDeviceRegistrations.serialNumber })
      .from(walletDeviceRegistrations)
      .where(
        and(
          eq(walletDeviceRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier),
          eq(walletDeviceRegistrations.passTypeIdentifier, passTypeIdentifier),
        ),
      )
      .orderBy(walletDeviceRegistrations.serialNumber);
    return rows.map((r) => r.serialNumber);
  },

  /** The push tokens of the devices holding these passes (one per device and pass type). */
  async pushTokensOf(db: Db, passTypeIdentifier: string, serialNumbers: readonly string[]): Promise<string[]> {
    if (serialNumbers.length === 0) return [];
    const rows = await db
      .selectDistinct({ pushToken: walletDeviceRegistrations.pushToken })
      .from(walletDeviceRegistrations)
      .where(
        and(
          eq(walletDeviceRegistrations.passTypeIdentifier, passTypeIdentifier),
          inArray(walletDeviceRegistrations.serialNumber, [...serialNumbers]),
        ),
      );
    return rows.map((r) => r.pushToken);
  },
  /** Every registration of the pass type, with what its device was last told: the push sweep's input. */
  async pushTargets(db: Db, passTypeIdentifier: string) {
    return db
      .select({
        deviceLibraryIdentifier: walletDeviceRegistrations.deviceLibraryIdentifier,
        passTypeIdentifier: walletDeviceRegistrations.passTypeIdentifier,
        serialNumber: walletDeviceRegistrations.serialNumber,
        pushToken: walletDeviceRegistrations.pushToken,
        notifiedAt: walletDeviceRegistrations.notifiedAt,
      })
      .from(walletDeviceRegistrations)
      .where(eq(walletDeviceRegistrations.passTypeIdentifier, passTypeIdentifier));
  },

  /** The device was told about the pass as it was at `at` (never moved back by a slower sweep). */
  async markNotified(db: Db, key: DevicePass, at: Date): Promise<void> {
    await db
      .update(walletDeviceRegistrations)
      .set({ notifiedAt: at })
      .where(and(matches(key), lt(walletDeviceRegistrations.notifiedAt, at)));
  },

  /** Removes the registrations of push tokens APNs no longer knows; returns how many went. */
  async removePushTokens(db: Db, passTypeIdentifier: string, pushTokens: readonly string[]): Promise<number> {
    if (pushTokens.length === 0) return 0;
    const removed = await db
      .delete(walletDeviceRegistrations)
      .where(
        and(
          eq(walletDeviceRegistrations.passTypeIdentifier, passTypeIdentifier),
          inArray(walletDeviceRegistrations.pushToken, [...pushTokens]),
        ),
      )
      .returning({ serialNumber: walletDeviceRegistrations.serialNumber });
    return removed.length;
  },
};
