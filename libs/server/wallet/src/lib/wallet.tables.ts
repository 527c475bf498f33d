import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { registrations } from '@festival/server-registrations';
import { timestamps } from '@festival/server-db';

/**
 * Apple Wallet's web service: a device (its Wallet library) that installed a pass asks to be told
 * when the pass changes, and gives the push token to tell it with. One row per device and pass;
 * the serial number is the registration's id, so the row goes with the registration.
 */
export const walletDeviceRegistrations = pgTable(
  'wallet_device_registrations',
  {
    deviceLibraryIdentifier: text('device_library_identifier').notNull(),
    passTypeIdentifier: text('pass_type_identifier').notNull(),
    serialNumber: uuid('serial_number')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** The APNs token of the device for this pass type: a credential, never logged. */
    pushToken: text('push_token').notNull(),
    ...timestamps,
    /**
     * The pass version the device was last told about by a push, or had when it registered: the push
     * sweep tells it again once the pass changed after this.
     */
    notifiedAt: timestamp('notified_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'wallet_device_registrations_pk',
      columns: [table.deviceLibraryIdentifier, table.passTypeIdentifier, table.serialNumber],
    }),
    // The devices to push to when a pass changes.
    index('wallet_device_registrations_serial_idx').on(table.serialNumber),
  ],
);
