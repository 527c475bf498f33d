import type { MediaApplicationStatus } from '@festival/shared-util-api-contracts';

/**
 * Media application statuses (SPEC.md §4, docs/statuses.md) and the moves staff make:
 *
 *   new ──► REVIEWING ──┬──► APPROVED (accredited) ──┬──► REJECTED
 *              ▲        │                           └──► ARCHIVED
 *              │        ├──► REJECTED ──► ARCHIVED
 *              └────────┘ (reopen a rejection)
 *           REVIEWING ──► ARCHIVED
 *
 * ARCHIVED is final. The applicant edits the application only while it is REVIEWING; only an
 * APPROVED application has a press pass.
 */
export const MEDIA_APPLICATION_STATUSES = [
  'REVIEWING',
  'APPROVED',
  'REJECTED',
  'ARCHIVED',
] as const satisfies readonly MediaApplicationStatus[];
export type { MediaApplicationStatus };

export const MEDIA_TRANSITIONS: Readonly<Record<MediaApplicationStatus, readonly MediaApplicationStatus[]>> = {
  REVIEWING: ['APPROVED', 'REJECTED', 'ARCHIVED'],
  APPROVED: ['REJECTED', 'ARCHIVED'],
  REJECTED: ['REVIEWING', 'ARCHIVED'],
  ARCHIVED: [],
};

export const INITIAL_MEDIA_STATUS: MediaApplicationStatus = 'REVIEWING';

export function canMoveMediaApplication(from: MediaApplicationStatus, to: MediaApplicationStatus): boolean {
  return MEDIA_TRANSITIONS[from].includes(to);
}

/** The applicant may change the application while staff have not decided. */
export const isMediaApplicationEditable = (status: MediaApplicationStatus): boolean => status === 'REVIEWING';

/** Only an accredited application carries a press pass. */
export const hasPressPass = (status: MediaApplicationStatus): boolean => status === 'APPROVED';
