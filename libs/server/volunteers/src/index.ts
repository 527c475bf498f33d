export * from './lib/volunteers.tables';
export { volunteersRoutes, type VolunteersRoutesOptions } from './lib/volunteers.routes';
export {
  ALREADY_APPLIED_MESSAGE,
  changeVolunteerStatus,
  listVolunteers,
  NO_FESTIVAL_MESSAGE,
  NOT_APPLIED_MESSAGE,
  NOT_EDITABLE_MESSAGE,
  type VolunteersDeps,
} from './lib/volunteers.service';
export { renderVolunteerDocument, volunteerDocumentKey, VOLUNTEER_DOCUMENT_NAMES } from './lib/volunteer-documents';
export { staffVolunteersRoutes, type StaffVolunteersRoutesOptions } from './lib/staff-volunteers.routes';
export {
  NOT_APPROVED_MESSAGE,
  NOT_OFFERED_MESSAGE,
  VOLUNTEER_NOT_FOUND,
  volunteersExporter,
} from './lib/staff-volunteers.service';
