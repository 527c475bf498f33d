/**
 * Issue 14 (total blocking time): imported first by each site's entry, so that the code of its
 * first page evaluates in stages, each in a task of its own, and the site's pages last: React,
 * Emotion with Ark, Chakra, the other libraries, the shared code below the interface, the parts
 * of lodash Formik uses, Formik, the form fields, the kit, this library. Each stage ends in a
 * yield to the browser, and names what it places with bare imports: the packages are free of
 * side effects, so such an import adds nothing the site does not use, it only evaluates what is
 * used there (paintFirst, tools/vite, keeps these modules in one chunk, in this order). Before, the whole first page evaluated in one
 * task: 470-490 ms in Lighthouse's trace of a phone (its 4x slowdown), the largest task its total
 * blocking time counted.
 */
import './lib/evaluation-stages/bootstrap';
