// The parts of lodash Formik uses (cloneDeep's machinery above all).
import './shared-code';
import 'lodash-es/cloneDeep';
import 'lodash-es/clone';
import 'lodash-es/isPlainObject';
import 'lodash-es/toPath';
import { yieldToBrowser } from '../yield-to-browser';

await yieldToBrowser();
