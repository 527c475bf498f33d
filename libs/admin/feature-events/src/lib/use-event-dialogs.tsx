import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSaveEvent, useSaveSubEvent } from '@festival/admin-data-access-events';
import { isApiError } from '@festival/shared-data-access-api-client';
import { showSuccessToast, useDialogStack } from '@festival/shared-ui-kit';
import type { AdminSubEvent, FieldError, MainEvent } from '@festival/shared-util-api-contracts';
import {
  emptyMainEventForm,
  emptySubEventForm,
  mainEventFromForm,
  mainEventToForm,
  subEventFromForm,
  subEventToForm,
} from '@festival/shared-util-form-schemas';
import { adminRoutes } from '@festival/shared-util-site';
import { EventForm } from './event-form';

/** A 400's field errors go back on the form; any other failure is the query client's toast. */
async function saving<T>(run: () => Promise<T>, done: (saved: T) => void): Promise<FieldError[] | void> {
  try {
    done(await run());
  } catch (error) {
    if (isApiError(error) && error.status === 400 && error.errors.length) return error.errors;
  }
}

/** Opens the event form (new or edit) on the dialog stack; saving closes it with a toast. */
export function useEventFormDialog() {
  const { t } = useTranslation('admin');
  const dialogs = useDialogStack();
  const save = useSaveEvent();
  const navigate = useNavigate();
  return (event?: MainEvent) => {
    const id = dialogs.open({
      title: t(event ? 'events.editEvent' : 'events.newEvent'),
      size: 'lg',
      body: (
        <EventForm
          kind="event"
          initialValues={event ? mainEventToForm(event) : emptyMainEventForm()}
          imageVariants={event?.bannerImageVariants}
          onCancel={() => id && dialogs.close(id)}
          onSubmit={(values) =>
            saving(
              () => save.mutateAsync({ id: event?.id, input: mainEventFromForm(values) }),
              (saved) => {
                if (id) dialogs.close(id);
                showSuccessToast(t('events.saved', { name: saved.name }));
                if (!event) navigate(adminRoutes.event.getHref({ id: saved.id }));
              },
            )
          }
        />
      ),
    });
  };
}

/** Opens the activity form (new or edit) of an event on the dialog stack. */
export function useActivityFormDialog(eventId: string) {
  const { t } = useTranslation('admin');
  const dialogs = useDialogStack();
  const save = useSaveSubEvent(eventId);
  return (activity?: AdminSubEvent) => {
    const id = dialogs.open({
      title: t(activity ? 'events.activities.edit' : 'events.activities.new'),
      size: 'lg',
      body: (
        <EventForm
          kind="activity"
          initialValues={activity ? subEventToForm(activity) : emptySubEventForm()}
          imageVariants={activity?.imageVariants}
          onCancel={() => id && dialogs.close(id)}
          onSubmit={(values) =>
            saving(
              () => save.mutateAsync({ id: activity?.id, input: subEventFromForm(values) }),
              (saved) => {
                if (id) dialogs.close(id);
                showSuccessToast(t('events.saved', { name: saved.name }));
              },
            )
          }
        />
      ),
    });
  };
}
