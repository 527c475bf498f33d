import '@festival/shared-feature-bootstrap/evaluation-stages';
import { startApp } from '@festival/shared-feature-bootstrap';
import { App } from './app/app';
import { authApiHooks } from './app/auth-hooks';

void startApp(document.getElementById('root') as HTMLElement, 'identity', App, authApiHooks);
