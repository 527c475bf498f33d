/**
 * A volunteer application's statuses (SPEC.md §4's REVIEWING/WAITLIST set, plus APPROVED for the
 * decision that lets staff assign shifts) and the moves between them. docs/statuses.md draws it;
 * the server (libs/server/volunteers) refuses anything else.
 *
 *   new ──► REVIEWING ──► APPROVED
 *              │  ▲          │  ▲
 *              ▼  │          ▼  │
 *             WAITLIST ◄─────┘  │
 *                └──────────────┘
 *
 * The applicant may change the application while it is REVIEWING or WAITLIST; once APPROVED the
 * festival plans with it (shifts are assigned), so changes go through the volunteer desk.
 */
export const VOLUNTEER_STATUSES = ['REVIEWING', 'WAITLIST', 'APPROVED'] as const;
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];

export const INITIAL_VOLUNTEER_STATUS: VolunteerStatus = 'REVIEWING';

export const VOLUNTEER_TRANSITIONS: Readonly<Record<VolunteerStatus, readonly VolunteerStatus[]>> = {
  REVIEWING: ['APPROVED', 'WAITLIST'],
  WAITLIST: ['APPROVED', 'REVIEWING'],
  APPROVED: ['WAITLIST'],
};

export const isVolunteerStatus = (value: unknown): value is VolunteerStatus =>
  typeof value === 'string' && (VOLUNTEER_STATUSES as readonly string[]).includes(value);

export const canMoveVolunteer = (from: VolunteerStatus, to: VolunteerStatus): boolean =>
  VOLUNTEER_TRANSITIONS[from].includes(to);

/** Whether the applicant may still change their application. */
export const isVolunteerEditable = (status: VolunteerStatus): boolean => status !== 'APPROVED';
