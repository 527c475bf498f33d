export * from './lib/users.tables';
export { usersRepository, type UsersRepository, type UserRecord, type NewUserRecord } from './lib/users.repository';
export { ensureUser, updateProfile, toProfile, EMAIL_READ_ONLY_MESSAGE, type Profile, type ProfileUpdate } from './lib/users.service';
export { profileSchema } from './lib/profile-schema';
export { currentUser } from './lib/current-user';
export { usersRoutes, Profile as ProfileSchema } from './lib/users.routes';
