import Type, { type Static } from 'typebox';

export const ContentItem = Type.Object({ id: Type.String(), name: Type.String() });
export type ContentItem = Static<typeof ContentItem>;

/** Reference lists (SPEC.md §3 "Contents"): ISO 3166-1 countries and ISO 639 languages. */
export const Contents = Type.Object({ countries: Type.Array(ContentItem), languages: Type.Array(ContentItem) });
export type Contents = Static<typeof Contents>;
