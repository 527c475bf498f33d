/** English texts for the registration form, preview, delegation key dialog, signature. */
export const registrationEn = {} as const;
