import Type, { type Static } from 'typebox';

/** The caller's own profile (SPEC.md §7: GET /me, PUT /me/{id}). */
export const Profile = Type.Object({
  id: Type.String({ format: 'uuid' }),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
});
export type Profile = Static<typeof Profile>;

/** Names are checked by the shared form rules (`profileSchema`), so the messages match the browser's. */
export const ProfileUpdate = Type.Object(
  {
    firstName: Type.String({ maxLength: 1000 }),
    lastName: Type.String({ maxLength: 1000 }),
    // The email belongs to the identity provider; the app may send it back unchanged.
    email: Type.Optional(Type.String({ maxLength: 320 })),
    avatarUrl: Type.Optional(
      Type.Union([
        Type.String({
          maxLength: 512,
          description: 'a file path under avatars/<callerId>/ from GET /files/presigned-upload-url; null removes it',
        }),
        Type.Null(),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** An account of the identity provider as the admin site's user table shows it (GET /users). */
export const AdminUser = Type.Object({
  sub: Type.String({ format: 'uuid' }),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  status: Type.String({ description: "the identity provider's status: UNCONFIRMED until the emailed code is entered" }),
  enabled: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminUser = Static<typeof AdminUser>;
