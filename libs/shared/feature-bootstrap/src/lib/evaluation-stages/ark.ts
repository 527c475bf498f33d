// Emotion, and the Ark and Zag parts beneath Chakra.
import './react';
import '@emotion/react';
import '@ark-ui/react';
import { yieldToBrowser } from '../yield-to-browser';

await yieldToBrowser();
