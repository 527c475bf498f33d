import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useContents } from '@festival/attendee-data-access-contents';
import type { RegistrationStep } from '@festival/shared-util-registration';

/** `?tab=additional-attendees` opens the Additional Attendees tab (other pages link there). */
export const ADDITIONAL_ATTENDEES_TAB = 'additional-attendees';

/** The step the URL asks for, and a way to mirror the active step back into the URL. */
export function useStepInUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const initialStep: RegistrationStep = searchParams.get('tab') === ADDITIONAL_ATTENDEES_TAB ? 'attendee' : 'general';
  const onStepChange = useCallback(
    (step: RegistrationStep) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (step === 'attendee') next.set('tab', ADDITIONAL_ATTENDEES_TAB);
          else next.delete('tab');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { initialStep, onStepChange, tab: searchParams.get('tab') };
}

/** Countries and languages (GET /contents) as select options. */
export function useContentOptions() {
  const contents = useContents();
  const countries = useMemo(
    () => (contents.data?.countries ?? []).map((c) => ({ value: c.id, label: c.name })),
    [contents.data],
  );
  const languages = useMemo(
    () => (contents.data?.languages ?? []).map((l) => ({ value: l.id, label: l.name })),
    [contents.data],
  );
  return { contents, countries, languages };
}
