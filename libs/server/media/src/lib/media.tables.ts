import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MEDIA_APPLICATION_STATUSES } from '@festival/shared-util-registration';
import { MEDIA_ROLES } from '@festival/shared-util-form-schemas';
import { timestamps } from '@festival/server-db';
import { mainEventIdColumn } from '@festival/server-events';
import { userIdColumn } from '@festival/server-users';

export const mediaApplicationStatus = pgEnum('media_application_status', MEDIA_APPLICATION_STATUSES);
export const mediaRole = pgEnum('media_role', MEDIA_ROLES);

/** One person's application as media (press) for a main event; one per user and event. */
export const mediaApplications = pgTable(
  'media_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mainEventId: mainEventIdColumn(),
    userId: userIdColumn(),
    status: mediaApplicationStatus('status').notNull().default('REVIEWING'),
    organisation: text('organisation').notNull(),
    role: mediaRole('role').notNull(),
    outletCountry: text('outlet_country').notNull(),
    website: text('website'),
    coveragePlan: text('coverage_plan').notNull(),
    /** A `documents` upload of the applicant (libs/server/files). */
    pressCredentialFile: text('press_credential_file').notNull(),
    portfolioUrl: text('portfolio_url'),
    portfolioFile: text('portfolio_file'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('media_applications_event_user_unique').on(table.mainEventId, table.userId),
    index('media_applications_status_idx').on(table.mainEventId, table.status),
  ],
);

export type MediaApplicationRow = typeof mediaApplications.$inferSelect;
