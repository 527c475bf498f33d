import { startPortal } from '@festival/shared-util-e2e';

export default startPortal;
