/**
 * The emails in French. A key missing here falls back to English (i18next fallbackLng), so a
 * template added later reads in English until it is translated.
 */
export const mailTextsFr = {
  'sign-up-code': {
    subject: '{{festivalName}} : votre code de vérification',
    heading: 'Vérifiez votre adresse e-mail',
    intro: 'Merci de vous être inscrit·e à {{festivalName}}. Votre code de vérification est :',
    outro: 'Le code est valable 24 heures. Si vous ne vous êtes pas inscrit·e, ignorez cet e-mail.',
  },
  'forgot-password-code': {
    subject: '{{festivalName}} : réinitialisez votre mot de passe',
    heading: 'Réinitialisez votre mot de passe',
    intro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {{festivalName}}. Votre code est :',
    outro:
      "Le code est valable 1 heure. Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe reste le même.",
  },
  'sign-in-code': {
    subject: '{{festivalName}} : votre code de connexion',
    heading: 'Votre code de connexion',
    intro: 'Utilisez ce code pour terminer votre connexion à {{festivalName}} :',
    outro: "Le code est valable 3 minutes. Si vous n'avez pas essayé de vous connecter, changez votre mot de passe.",
  },
  'registration-confirmation': {
    subject: 'Votre inscription {{reference}} à {{eventName}}',
    heading: 'Merci pour votre inscription',
    intro: 'Nous avons bien reçu votre inscription à {{eventName}}. Participants inscrits :',
    status: {
      PENDING: 'Votre inscription est en attente de validation ; nous vous écrirons dès qu’elle aura été examinée.',
      APPROVED: 'Votre inscription est validée. Nous avons hâte de vous accueillir.',
      other: 'Statut de votre inscription : {{status}}.',
    },
    pass: 'Présentez ce code à l’accueil : il fait entrer toutes les personnes de votre inscription qui ont une place.',
    outro: 'Vous pouvez consulter et modifier votre inscription à tout moment après vous être connecté·e.',
  },
  'volunteer-confirmation': {
    subject: '{{festivalName}} : nous avons reçu votre candidature de bénévole',
    heading: 'Merci de proposer votre aide comme bénévole',
    intro:
      'Nous avons reçu votre candidature de bénévole pour {{eventName}}, avec {{count}} créneaux où vous pouvez aider.',
    status: 'Statut : {{statusLabel}}. Nous vous écrirons quand le service des bénévoles aura planifié les créneaux.',
    outro: 'Vous pouvez voir et modifier votre candidature sur la page Bénévolat tant qu’elle n’est pas acceptée.',
    statuses: {
      REVIEWING: 'En cours d’examen',
      WAITLIST: 'Sur liste d’attente',
      APPROVED: 'Acceptée',
    },
  },
  'volunteer-status': {
    subject: '{{festivalName}} : votre candidature de bénévole est {{statusLabel}}',
    heading: 'Des nouvelles de votre candidature de bénévole',
    intro:
      'Le service des bénévoles de {{eventName}} a examiné votre candidature. Son statut est maintenant : {{statusLabel}}.',
    outro: 'Vous pouvez voir votre candidature et les créneaux qui vous sont attribués sur la page Bénévolat.',
    statuses: {
      REVIEWING: 'en cours d’examen',
      WAITLIST: 'sur liste d’attente',
      APPROVED: 'acceptée',
    },
  },
  'volunteer-shifts': {
    subject: '{{festivalName}} : vos créneaux de bénévole',
    heading: 'Vos créneaux de bénévole',
    intro: 'Le service des bénévoles de {{eventName}} a planifié les créneaux. Voici les vôtres :',
    none: 'Aucun créneau ne vous est attribué pour le moment.',
    outro: 'Vous pouvez toujours voir vos créneaux sur la page Bénévolat. Mahalo pour votre aide !',
    shiftTypes: {
      MORNING: 'Matin',
      AFTERNOON: 'Après-midi',
      NIGHT: 'Soir',
    },
  },
  'media-confirmation': {
    subject: '{{festivalName}} : votre demande d’accréditation pour {{eventName}}',
    heading: 'Merci pour votre demande d’accréditation',
    intro:
      'Nous avons bien reçu votre demande d’accréditation pour {{eventName}}. Notre service de presse examine chaque demande et vous écrira dès qu’une décision sera prise.',
    outro: 'Vous pouvez consulter votre demande à tout moment après vous être connecté·e, sur la page Médias.',
  },
  'registration-attendee': {
    subject: '{{festivalName}} : {{registeredBy}} vous a inscrit·e à {{eventName}}',
    heading: 'Vous êtes inscrit·e',
    intro: '{{registeredBy}} vous a inscrit·e à {{eventName}}. Voici les informations données pour vous :',
    pass: 'Présentez ce code à l’accueil : il vous fait entrer.',
    outro: 'Si ces informations sont inexactes, demandez à {{registeredBy}} de les corriger.',
  },
  'registration-changed': {
    subject: '{{festivalName}} : votre inscription {{reference}} a été modifiée',
    heading: 'Votre inscription a été modifiée',
    intro: 'Ces modifications ont été enregistrées pour votre inscription à {{eventName}} :',
    added: 'Participant ajouté',
    removed: 'Participant retiré',
    hidden: 'modifié',
    empty: '(aucun)',
    outro:
      'Si vous n’êtes pas à l’origine de ces modifications, connectez-vous pour vérifier votre inscription, puis changez votre mot de passe.',
  },
  'registration-attendee-left': {
    subject: '{{festivalName}} : {{attendee}} a désormais sa propre inscription',
    heading: '{{attendee}} s’est inscrit·e de son côté',
    intro:
      '{{attendee}} s’est connecté·e et inscrit·e à {{eventName}} avec sa propre adresse e-mail : cette personne a donc été retirée de votre inscription et occupe désormais sa propre place.',
    outro:
      'Rien d’autre n’a changé dans votre inscription. Si cela vous semble être une erreur, contactez l’équipe du festival.',
  },
  details: {
    reference: 'Référence de l’inscription',
    festival: 'Festival',
    dates: 'Dates',
    venue: 'Lieu',
    status: 'Statut',
    link: 'Voir votre inscription',
    siteLink: 'Visiter le site du festival',
    qrAlt: 'Code QR d’accueil de l’inscription {{reference}}',
    qrText: 'Votre code QR d’accueil est dans la version HTML de ce message : présentez-le à l’accueil.',
  },
  fields: {
    type: 'Type d’inscription',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    dob: 'Date de naissance',
    phone: 'Téléphone',
    address: 'Adresse',
    city: 'Ville',
    state: 'État ou région',
    countryId: 'Pays',
    zipCode: 'Code postal',
    languageIds: 'Langues',
    ethnicity: 'Origine',
    emergencyName: 'Contact d’urgence',
    emergencyPhone: 'Téléphone du contact d’urgence',
    emergencyEmail: 'E-mail du contact d’urgence',
    emergencyRelationship: 'Lien avec le contact d’urgence',
    isPayment: 'Accord de paiement',
    isReleaseForm: 'Formulaire d’autorisation',
    signatureUrl: 'Signature',
    isApplyEmergencyContactForAll: 'Même contact d’urgence pour tous',
    yes: 'Oui',
    no: 'Non',
  },
  'registration-status': {
    subject: '{{festivalName}} : votre inscription à {{eventName}} a été mise à jour',
    heading: 'Votre inscription a été mise à jour',
    intro: 'Le statut de votre inscription à {{eventName}} est maintenant : {{statusLabel}}.',
    statuses: {
      PENDING: 'En attente',
      APPROVED: 'Validée',
      REJECTED: 'Refusée',
      WAITING_LIST: 'Sur liste d’attente',
      CANCELED: 'Annulée',
      FINISHED: 'Terminée',
      PENDING_PAYMENT: 'En attente de paiement',
      CHECKED_IN: 'Enregistrée à l’accueil',
      INVALID: 'Invalide',
    },
    outro:
      'Connectez-vous pour voir votre inscription. Pour toute question, écrivez à l’équipe du festival depuis la page de contact.',
  },
  'activity-reserved': {
    subject: '{{festivalName}} : vos places pour {{activityName}}',
    heading: 'Votre activité est réservée',
    intro: 'Ces participants ont une place pour {{activityName}} ({{when}}, {{location}}) :',
    receipt:
      'Payé {{amount}} avec une carte {{cardBrand}} se terminant par {{cardLast4}} (transaction {{transactionId}}).',
    outro: 'Vous pouvez changer qui participe, ou annuler, sur la page de l’activité après vous être connecté·e.',
  },
  'activity-waitlisted': {
    subject: '{{festivalName}} : vous êtes sur la liste d’attente de {{activityName}}',
    heading: 'Vous êtes sur la liste d’attente',
    intro:
      '{{activityName}} ({{when}}) est complet. Ces participants sont sur sa liste d’attente, dans leur ordre d’arrivée :',
    outro: 'Nous vous écrirons dès qu’une place se libère. Rien n’est débité pendant l’attente.',
  },
  'activity-promoted': {
    subject: '{{festivalName}} : vous avez une place pour {{activityName}}',
    heading: 'Vous avez une place',
    intro:
      'Une place s’est libérée pour {{activityName}} ({{when}}, {{location}}), et ces participants de la liste d’attente l’obtiennent :',
    outro: 'Voir vos activités : {{link}}',
  },
  'activity-offer': {
    subject: '{{festivalName}} : une place pour {{activityName}} vous attend',
    heading: 'Une place s’est libérée : payez pour la garder',
    intro:
      'Une place s’est libérée pour {{activityName}} ({{when}}, {{location}}) et elle est réservée à ces participants de la liste d’attente :',
    deadline:
      'Payez avant le {{expiresAt}} pour la garder ; passé ce délai, elle revient à la personne suivante sur la liste.',
    outro: 'Payer ici : {{link}}',
  },
  'activity-cancelled': {
    subject: '{{festivalName}} : {{activityName}} est annulé',
    heading: 'Une activité est annulée',
    intro:
      'Nous sommes désolés : {{activityName}} ({{when}}, {{location}}) a été annulé par l’équipe du festival. Ces participants y étaient inscrits ou en attente :',
    outro: 'Leurs places sont libérées. Voir les autres activités : {{link}}',
  },
  'volunteer-documents': {
    agreement: {
      title: 'Accord de bénévolat',
      paragraphs: [
        'Merci d’offrir votre temps au festival. Cet accord explique ce que nous demandons aux bénévoles et ce que vous pouvez attendre de nous.',
        'En tant que bénévole, je m’engage à : arriver à l’heure aux créneaux qui me sont attribués et prévenir le service des bénévoles le plus tôt possible lorsque je ne peux pas venir ; suivre les instructions des coordinateurs des bénévoles et les règles de sécurité de chaque site ; traiter les artistes, les délégués, les visiteurs et les autres bénévoles avec respect, quels que soient leur culture, leur langue ou leur origine ; respecter les protocoles culturels des délégations, y compris là où la photographie n’est pas autorisée ; garder pour moi toute information personnelle que je vois en aidant.',
        'Le festival s’engage à : me présenter les tâches qui me sont confiées et m’y former ; fournir de l’eau, des repas pendant les longs créneaux, un T-shirt de bénévole et un badge ; maintenir mes créneaux dans les horaires que j’ai proposés (matin 5 h-11 h, après-midi 11 h-17 h, soir 17 h-22 h, heure d’Hawaï).',
        'Le bénévolat n’est pas rémunéré. Je peux mettre fin à ma participation à tout moment en prévenant le service des bénévoles. Le festival peut y mettre fin si je ne respecte pas cet accord.',
        'En acceptant cet accord dans la candidature de bénévole, je confirme l’avoir lu et compris.',
      ],
    },
    release: {
      title: 'Décharge de responsabilité du bénévole',
      paragraphs: [
        'Je participe au festival comme bénévole de mon plein gré et je comprends que certaines tâches demandent un effort physique, un travail en extérieur sous la chaleur et le soleil, et la présence de la foule.',
        'Je dégage le festival, ses organisateurs et ses partenaires de toute réclamation pour blessure, perte ou dommage résultant de mon bénévolat, sauf lorsqu’ils sont dus à leur négligence ou à une faute intentionnelle de leur part.',
        'J’accepte que des photographies et des vidéos des activités du festival où j’apparais comme bénévole soient utilisées pour rendre compte du festival et le promouvoir.',
        'Je confirme que le contact d’urgence que j’ai indiqué peut être appelé si j’ai besoin d’aide, et que je signalerai au service des bénévoles tout problème de santé qui compte pour les tâches qui me sont confiées.',
        'En acceptant l’accord de bénévolat et la décharge de responsabilité dans la candidature de bénévole, je confirme avoir lu et compris ce formulaire.',
      ],
    },
    nameLine: 'Nom : ________________________________    Date : ______________',
    signatureLine: 'Signature : ______________________________',
  },
  'wallet-pass': {
    attendee: 'Participant',
    press: 'Presse',
    event: 'Événement',
    location: 'Lieu',
    attendees: 'Participants',
    activities: 'Activités',
    noneBooked: 'Aucune réservée pour le moment',
    additional: 'Autres participants',
    registration: 'Inscription',
    times: 'Horaires',
    timeZone: 'Tous les horaires sont à l’heure de {{timeZone}}.',
    checkInCode: 'Code d’accueil',
    roles: {
      JOURNALIST: 'Journaliste',
      PHOTOGRAPHER: 'Photographe',
      VIDEOGRAPHER: 'Vidéaste',
      BROADCASTER: 'Radiodiffuseur',
      BLOGGER: 'Blogueur',
      OTHER: 'Autre',
    },
  },
  footer: {
    signature: 'L’équipe de {{festivalName}}',
    automated: 'Ce message est envoyé automatiquement ; les réponses ne sont pas lues.',
  },
};
