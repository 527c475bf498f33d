// Chakra's components and styled system.
import './ark';
import '@chakra-ui/react';
import { yieldToBrowser } from '../yield-to-browser';

await yieldToBrowser();
