export * from './lib/users.tables';
export type { UserRecord, NewUserRecord } from './lib/users.repository';
export {
  ensureUser,
  ensureUserRecord,
  findUserBySub,
  avatarsAmong,
  updateProfile,
  setMyLanguage,
  languageOfEmail,
  UNKNOWN_LANGUAGE_MESSAGE,
  type LanguageCheck,
  toProfile,
  AVATARS_UNAVAILABLE_MESSAGE,
  EMAIL_READ_ONLY_MESSAGE,
  type AvatarCheck,
} from './lib/users.service';
export { currentUser } from './lib/current-user';
export { usersRoutes, type UsersRoutesOptions } from './lib/users.routes';
