// This library's own code, the last before the site's pages.
import './ui-kit';
import '../../index';
import { yieldToBrowser } from '../yield-to-browser';

await yieldToBrowser();
