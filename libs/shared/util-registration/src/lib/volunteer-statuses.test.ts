import {
  canMoveVolunteer,
  INITIAL_VOLUNTEER_STATUS,
  isVolunteerEditable,
  isVolunteerStatus,
  VOLUNTEER_STATUSES,
  VOLUNTEER_TRANSITIONS,
} from './volunteer-statuses';

describe('volunteer statuses', () => {
  it('starts in REVIEWING', () => expect(INITIAL_VOLUNTEER_STATUS).toBe('REVIEWING'));

  it('moves only along the drawn arrows', () => {
    expect(canMoveVolunteer('REVIEWING', 'APPROVED')).toBe(true);
    expect(canMoveVolunteer('REVIEWING', 'WAITLIST')).toBe(true);
    expect(canMoveVolunteer('WAITLIST', 'APPROVED')).toBe(true);
    expect(canMoveVolunteer('APPROVED', 'WAITLIST')).toBe(true);
    expect(canMoveVolunteer('APPROVED', 'REVIEWING')).toBe(false);
    for (const status of VOLUNTEER_STATUSES) expect(VOLUNTEER_TRANSITIONS[status]).not.toContain(status);
  });

  it('lets the applicant edit until approved', () => {
    expect(isVolunteerEditable('REVIEWING')).toBe(true);
    expect(isVolunteerEditable('WAITLIST')).toBe(true);
    expect(isVolunteerEditable('APPROVED')).toBe(false);
  });

  it('recognises its values', () => {
    expect(isVolunteerStatus('WAITLIST')).toBe(true);
    expect(isVolunteerStatus('PENDING')).toBe(false);
  });
});
