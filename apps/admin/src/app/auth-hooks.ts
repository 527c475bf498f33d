import { createAuthApiHooks } from '@festival/shared-data-access-auth-session';

/** Built before the configuration loads; the session attaches itself once the app renders. */
export const authApiHooks = createAuthApiHooks();
