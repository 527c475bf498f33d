import Type, { type Static, type TLiteral, type TProperties, type TSchema, type TUnion } from 'typebox';

/** Success bodies wrap their result in `data` (DESIGN.md §3). */
export const DataEnvelope = <T extends TSchema>(data: T) => Type.Object({ data });

/** Lists add paging facts. */
export const ListEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    hasNext: Type.Boolean(),
    payloadSize: Type.Integer({ minimum: 0 }),
    totalRecords: Type.Integer({ minimum: 0 }),
  });
export type ListResult<T> = { data: T[]; hasNext: boolean; payloadSize: number; totalRecords: number };

/** The path parameters of one resource: `…/{id}`. */
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
export type SortOrder = Static<typeof SortOrder>;

/** The most rows one page takes (an export takes a whole list as one page), and the furthest a page starts. */
export const LIST_TAKE_MAX = 10_000_000;
export const LIST_SKIP_MAX = 10_000_000;

/**
 * A list's paging, written once for every list: bounded whole numbers, so that no number reaches
 * the database beyond what it can hold (`skip=99999999999999999999` is a 400, not a failed query).
 */
export const Paging = {
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_TAKE_MAX, default: 10 })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: LIST_SKIP_MAX, default: 0 })),
};

/** The table query every list takes (SPEC.md §3): take, skip, sort, order, search, plus filters. */
export const ListQuery = Type.Object(
  {
    ...Paging,
    sort: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.]*$' })),
    order: Type.Optional(SortOrder),
    search: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false },
);
export type ListQuery = Static<typeof ListQuery>;

/** The sort fields' literals as a tuple: TypeBox reads a union's type from a tuple, not from an array. */
type SortLiterals<S extends readonly string[]> = { -readonly [K in keyof S]: TLiteral<S[K]> };

/**
 * The table query of a staff desk over one festival's rows: ListQuery with the desk's own sort
 * fields, the event (all events when absent) and the desk's filters.
 */
export const DeskListQuery = <const S extends readonly string[], F extends TProperties>(sortFields: S, filters: F) =>
  Type.Object(
    {
      ...ListQuery.properties,
      sort: Type.Optional(
        Type.Union(sortFields.map((field) => Type.Literal(field))) as unknown as TUnion<SortLiterals<S>>,
      ),
      eventId: Type.Optional(Type.String({ format: 'uuid' })),
      ...filters,
    },
    { additionalProperties: false },
  );

export const FieldError = Type.Object({ field: Type.String(), message: Type.String() });
export type FieldError = Static<typeof FieldError>;

/** Every error body: `{ message, code }`, with field errors for invalid input. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.String(),
  errors: Type.Optional(Type.Array(FieldError)),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbiddenRead: 'FORBIDDEN_READ',
  forbiddenWrite: 'FORBIDDEN_WRITE',
  /** A grant of permissions the granter does not hold (a role's permissions, a role to an account). */
  forbiddenGrant: 'FORBIDDEN_GRANT',
  /** A change to the permissions of a role the caller holds, or its deletion. */
  forbiddenOwnRole: 'FORBIDDEN_OWN_ROLE',
  /** A change to one's own account: one's roles, disabling oneself. */
  forbiddenSelf: 'FORBIDDEN_SELF',
  /** A change that would leave no active account with the Administrator role. */
  lastAdministrator: 'LAST_ADMINISTRATOR',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  businessRule: 'UNPROCESSABLE',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL',
} as const;
