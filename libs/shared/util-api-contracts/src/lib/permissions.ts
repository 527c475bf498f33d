import Type, { type Static } from 'typebox';
import { Paging } from './envelopes';

/** A role of the admin site (GET /roles) with its permission strings (RESOURCE:C|R|U|D, SPEC.md §6). */
export const Role = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.String(),
  permissions: Type.Array(Type.String()),
});
export type Role = Static<typeof Role>;

/** POST /roles and PUT /roles/{id}: a role is a name and the permission strings it grants. */
export const RoleInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.String({ maxLength: 255, default: '' }),
    permissions: Type.Array(Type.String({ pattern: '^[A-Z_]+:[CRUD]$' }), { uniqueItems: true, maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type RoleInput = Static<typeof RoleInput>;

/** The roles one account holds (GET/PUT /users/{sub}/roles). */
export const UserRoles = Type.Object(
  { roleIds: Type.Array(Type.String({ format: 'uuid' }), { uniqueItems: true, maxItems: 100 }) },
  { additionalProperties: false },
);
export type UserRoles = Static<typeof UserRoles>;

/** One row of the audit log (GET /audit-log): who changed what, when, with the state before and after. */
export const AuditEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  actorSub: Type.String(),
  /** The actor's email as the api knows it; empty when the account never reached the api. */
  actorEmail: Type.String(),
  action: Type.String(),
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  at: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** The audit log's table query: the list query plus who (email contains), what (action starts with), when (from/to). */
export const AuditLogQuery = Type.Object(
  {
    ...Paging,
    sort: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.]*$' })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    search: Type.Optional(Type.String({ maxLength: 255 })),
    actor: Type.Optional(Type.String({ maxLength: 255 })),
    action: Type.Optional(Type.String({ maxLength: 100 })),
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
  },
  { additionalProperties: false },
);
export type AuditLogQuery = Static<typeof AuditLogQuery>;
