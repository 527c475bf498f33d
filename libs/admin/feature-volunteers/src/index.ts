export { VolunteersPage } from './lib/volunteers-page';
export { VolunteerPage } from './lib/volunteer-page';
export { VolunteerShiftsPage } from './lib/volunteer-shifts-page';
