import Type, { type Static } from 'typebox';

/** `GET /dev/mailbox?to=`: the local mailbox of the embedded default (DESIGN.md §6), newest first. */
export const MailboxQuery = Type.Object(
  {
    to: Type.Optional(Type.String({ maxLength: 320 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
  },
  { additionalProperties: false },
);
export type MailboxQuery = Static<typeof MailboxQuery>;

/** One mail of the local mailbox. */
export const MailboxMessage = Type.Object({
  recipient: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  sentAt: Type.String({ format: 'date-time' }),
});
export type MailboxMessage = Static<typeof MailboxMessage>;
