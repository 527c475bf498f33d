export * from './lib/check-in.tables';
export {
  checkInRoutes,
  CHECK_IN_READ_PERMISSION,
  CHECK_IN_WRITE_PERMISSION,
  type CheckInRoutesOptions,
} from './lib/check-in.routes';
export { INVALID_PASS_MESSAGE, ONE_OF_MESSAGE } from './lib/check-in.service';
