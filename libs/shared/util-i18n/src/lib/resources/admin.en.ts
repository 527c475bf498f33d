/** Strings of the admin site (admin.*). */
export const adminEn = {
  title: 'Festival administration',
  nav: {
    home: 'Overview',
    events: 'Events',
    registrations: 'Registrations',
    users: 'Users',
    comingSoon: 'More sections arrive with later capabilities.',
  },
  home: {
    heading: 'Festival administration',
    intro: 'This is where festival staff will manage the festival.',
    upcoming: 'What will live here',
    items: [
      'Events and activities: create, edit, cancel, capacities and waitlists',
      'Registrations: review, approve or reject, check in, export as CSV',
      'Volunteers and media applications, shifts and availability',
      'Users, roles and permissions, and the audit log of every change',
      'Translations of the attendee site',
    ],
  },
};
