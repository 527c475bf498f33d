import { defineConfig } from 'vite';
import { siteViteConfig } from '../../tools/vite/site-config';

export default defineConfig(siteViteConfig('attendee'));
