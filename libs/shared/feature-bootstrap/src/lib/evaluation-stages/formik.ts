// Formik.
import './lodash';
import 'formik';
import { yieldToBrowser } from '../yield-to-browser';

await yieldToBrowser();
