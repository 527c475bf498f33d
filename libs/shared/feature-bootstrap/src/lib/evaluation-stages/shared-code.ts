// The sites' shared code below the interface: translations (English built in), addresses, API clients, the session.
import './libraries';
import '@festival/shared-util-i18n';
import '@festival/shared-util-site';
import '@festival/shared-data-access-api-client';
import '@festival/shared-data-access-auth-session';
import { yieldToBrowser } from '../yield-to-browser';

await yieldToBrowser();
