import { isMediaRegistrationClosed, mediaRegistrationClosesAt } from './media-cutoff';
import {
  canMoveMediaApplication,
  hasPressPass,
  isMediaApplicationEditable,
  MEDIA_APPLICATION_STATUSES,
  MEDIA_TRANSITIONS,
} from './media-statuses';

describe('media application statuses', () => {
  it('lets staff accredit, reject or archive an application under review, and reopen a rejection', () => {
    expect(canMoveMediaApplication('REVIEWING', 'APPROVED')).toBe(true);
    expect(canMoveMediaApplication('REVIEWING', 'REJECTED')).toBe(true);
    expect(canMoveMediaApplication('REJECTED', 'REVIEWING')).toBe(true);
    expect(canMoveMediaApplication('APPROVED', 'ARCHIVED')).toBe(true);
    expect(canMoveMediaApplication('REJECTED', 'APPROVED')).toBe(false);
    expect(canMoveMediaApplication('APPROVED', 'REVIEWING')).toBe(false);
  });

  it('ends in ARCHIVED, and no status moves to itself', () => {
    expect(MEDIA_TRANSITIONS.ARCHIVED).toEqual([]);
    for (const status of MEDIA_APPLICATION_STATUSES) expect(canMoveMediaApplication(status, status)).toBe(false);
  });

  it('lets the applicant edit only while reviewing; only accredited media have a pass', () => {
    expect(MEDIA_APPLICATION_STATUSES.filter(isMediaApplicationEditable)).toEqual(['REVIEWING']);
    expect(MEDIA_APPLICATION_STATUSES.filter(hasPressPass)).toEqual(['APPROVED']);
  });
});

describe("an event's media cut-off (the end of its last day in Honolulu)", () => {
  it('closes at 00:00 Honolulu the next day (10:00 UTC)', () => {
    expect(mediaRegistrationClosesAt('2026-12-31')).toEqual(new Date('2027-01-01T10:00:00Z'));
  });

  it.each([
    ['2027-01-01T09:59:59.999Z', false, false],
    ['2027-01-01T10:00:00Z', false, true],
    ['2027-01-01T10:00:00Z', true, false],
  ])('at %s (registered: %s) closed is %s', (now, registered, closed) => {
    expect(isMediaRegistrationClosed(new Date(now), registered, '2026-12-31')).toBe(closed);
  });

  it('never closes without a last day', () => {
    expect(isMediaRegistrationClosed(new Date('2099-01-01'), false, null)).toBe(false);
  });
});
