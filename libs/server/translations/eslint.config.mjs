import baseConfig, { serverModuleRules } from '../../../eslint.config.mjs';

export default [...baseConfig, ...serverModuleRules];
