// Formik (with the parts of lodash it uses) and the form fields built on it.
import './shared-code';
import 'formik';
import '@festival/shared-ui-form-fields';
import { yieldToBrowser } from '../yield-to-browser';

await yieldToBrowser();
