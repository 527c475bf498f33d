import { startApp } from '@festival/shared-feature-bootstrap';
import { App } from './app/app';

void startApp(document.getElementById('root') as HTMLElement, 'admin', App);
