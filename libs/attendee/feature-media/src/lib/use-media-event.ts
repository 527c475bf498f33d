import { useSearchParams } from 'react-router-dom';
import { useActiveEvents } from '@festival/attendee-data-access-events';

/**
 * The festival the media pages are about: `?event=<id>` (e.g. a past edition's link), else the
 * first active festival. `search` carries the choice on to the other media pages.
 */
export function useMediaEvent() {
  const [params] = useSearchParams();
  const chosen = params.get('event') ?? '';
  const active = useActiveEvents();
  const eventId = chosen || active.data?.data[0]?.id || '';
  const pending = !chosen && active.isPending;
  const none = !chosen && active.isSuccess && !eventId;
  return { eventId, pending, none, search: chosen ? `?event=${encodeURIComponent(chosen)}` : '' };
}
