/** English texts for dashboard, my events, registered information, visa and accommodation assistance, delegation portal. */
export const registeredEn = {} as const;
