import baseConfig, { journeyRules } from '../../eslint.config.mjs';

export default [...baseConfig, ...journeyRules];
