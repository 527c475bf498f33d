/** A person's names as records carry them; a profile not filled in yet may lack either. */
export interface PersonNameParts {
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * A person's name as screens, emails and passes show it ("Ana Kealoha"): each part trimmed, a
 * missing or blank one left out, one space between. When neither part says anything, `fallback`
 * (by default '') is given instead, so each caller keeps its own ('—' in a table, the email, a
 * translated "unknown person").
 */
export function personName({ firstName, lastName }: PersonNameParts, fallback = ''): string {
  const name = [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || fallback;
}
