// The form fields, built on Formik.
import './formik';
import '@festival/shared-ui-form-fields';
import { yieldToBrowser } from '../yield-to-browser';

await yieldToBrowser();
