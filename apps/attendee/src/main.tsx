import '@festival/shared-feature-bootstrap/evaluation-stages';
import { startApp } from '@festival/shared-feature-bootstrap';
import { App } from './app/app';
import { authApiHooks } from './app/auth-hooks';
import { registerServiceWorker } from './app/register-service-worker';

registerServiceWorker();
void startApp(document.getElementById('root') as HTMLElement, 'attendee', App, authApiHooks);
