// React and its DOM renderer, the largest single module of every site.
import 'react';
import 'react-dom/client';
import { yieldToBrowser } from '../yield-to-browser';

await yieldToBrowser();
