// The sites' shared interface: the kit, its theme and recipes.
import './forms';
import '@festival/shared-ui-kit';
import { yieldToBrowser } from '../yield-to-browser';

await yieldToBrowser();
