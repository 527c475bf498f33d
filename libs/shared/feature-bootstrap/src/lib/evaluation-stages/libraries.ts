// The other libraries every site starts with: translations, queries, routing.
import './chakra';
import 'i18next';
import 'react-i18next';
import '@tanstack/react-query';
import 'react-router-dom';
import { yieldToBrowser } from '../yield-to-browser';

await yieldToBrowser();
