export { EventsPage } from './lib/events-page';
export { EventPage } from './lib/event-page';
