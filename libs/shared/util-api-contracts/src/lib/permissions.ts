import Type, { type Static } from 'typebox';

/** A role of the admin site (GET /roles) with its permission strings (RESOURCE:C|R|U|D, SPEC.md §6). */
export const Role = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.String(),
  permissions: Type.Array(Type.String()),
});
export type Role = Static<typeof Role>;
