import { startPortal } from '@festival/shared-util-e2e';

// The demo festival waits for staff review here, so the registrations journey has a PENDING
// registration for the admin to approve (SEED_REVIEW_REQUIRED, read on the portal's first seed).
export default function globalSetup() {
  process.env['SEED_REVIEW_REQUIRED'] = 'true';
  return startPortal();
}
