export const SITES = ['attendee', 'admin', 'identity'] as const;
export type Site = (typeof SITES)[number];

const SITE_BY_LABEL: Record<string, Site> = {
  user: 'attendee',
  www: 'attendee',
  admin: 'admin',
  identity: 'identity',
};

/**
 * Which site a host name serves, by its first label (DESIGN.md §1). Anything unknown is the
 * admin site (SPEC.md §6: "default admin"). Accepts a bare host name or a Host header value
 * with a port.
 */
export function siteForHost(host: string | undefined | null): Site {
  const hostname = (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[.*\]$/, '');
  const firstLabel = hostname.split('.')[0] ?? '';
  return SITE_BY_LABEL[firstLabel] ?? 'admin';
}

const LABEL_BY_SITE: Record<Site, string> = { attendee: 'user', admin: 'admin', identity: 'identity' };

/** The origin of one site next to the given one, e.g. identity.localhost:8080 from user.localhost:8080. */
export function siteOrigin(site: Site, from: { protocol: string; host: string }): string {
  const [hostname, port] = from.host.split(':');
  const labels = hostname.split('.');
  const parent = labels.length > 1 && SITE_BY_LABEL[labels[0]] ? labels.slice(1).join('.') : hostname;
  return `${from.protocol}//${LABEL_BY_SITE[site]}.${parent}${port ? `:${port}` : ''}`;
}
