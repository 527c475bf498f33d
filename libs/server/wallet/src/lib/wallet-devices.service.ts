import { BadRequestError, NotFoundError, UnauthorizedError } from '@festival/server-platform';
import { findRegistration } from '@festival/server-registrations';
import { holdsPlace } from '@festival/shared-util-registration';
import { walletDevicesRepository } from './wallet-devices.repository';
import { registrationPass, type WalletDeps } from './wallet.service';

// Apple Wallet's web service, the device side (Apple's "PassKit Web Service" reference): a device
// registers for the passes it installed, asks which of them changed, unregisters, and sends its
// logs. Pushing "a pass changed" to the devices needs APNs (see PassUpdatePusher).

export const BAD_TOKEN_MESSAGE = 'This pass cannot be updated with that token.';
export const PASS_NOT_FOUND = 'Pass not found';

/** A device and one of its passes, as Apple's paths name them. */
export interface DevicePass {
  deviceLibraryIdentifier: string;
  passTypeIdentifier: string;
  serialNumber: string;
}

/**
 * The device proves it holds the pass with the pass's authenticationToken (401 otherwise, as for
 * the latest-pass endpoint); a pass of another type or a registration that is no more is 404.
 */
async function authorizedPass(deps: WalletDeps, pass: DevicePass, token: string | null) {
  if (pass.passTypeIdentifier !== deps.pass.passTypeId) throw new NotFoundError(PASS_NOT_FOUND);
  if (!deps.tokens || !token || !(await deps.tokens.verify(pass.serialNumber, token)))
    throw new UnauthorizedError(BAD_TOKEN_MESSAGE);
  const registration = await findRegistration(deps.db, pass.serialNumber);
  if (!registration) throw new NotFoundError(PASS_NOT_FOUND);
  return registration;
}

/** POST …/devices/{device}/registrations/{type}/{serial}: 'created' the first time, 'updated' after (Apple's 201 and 200). */
export async function registerDevice(
  deps: WalletDeps,
  pass: DevicePass,
  token: string | null,
  pushToken: string,
): Promise<'created' | 'updated'> {
  await authorizedPass(deps, pass, token);
  const created = await walletDevicesRepository.upsert(deps.db, pass, pushToken, deps.now());
  return created ? 'created' : 'updated';
}

/** DELETE …/devices/{device}/registrations/{type}/{serial}: the device no longer wants updates of the pass. */
export async function unregisterDevice(deps: WalletDeps, pass: DevicePass, token: string | null): Promise<void> {
  await authorizedPass(deps, pass, token);
  await walletDevicesRepository.remove(deps.db, pass);
}

/** Our update tags: the milliseconds of the newest change among a device's passes. */
const TAG = /^\d{1,15}$/;

/**
 * GET …/devices/{device}/registrations/{type}?passesUpdatedSince={tag}: the serial numbers of the
 * device's passes changed after the tag (all of them without one) and the tag to send next time;
 * null when there are none (Apple's 204). Apple sends no token here: the device library
 * identifier is the device's secret, and the answer holds serial numbers only.
 */
export async function updatablePasses(
  deps: WalletDeps,
  device: { deviceLibraryIdentifier: string; passTypeIdentifier: string },
  passesUpdatedSince: string | undefined,
  webServiceUrl: string,
): Promise<{ serialNumbers: string[]; lastUpdated: string } | null> {
  if (device.passTypeIdentifier !== deps.pass.passTypeId) throw new NotFoundError(PASS_NOT_FOUND);
  const since = passesUpdatedSince === undefined || passesUpdatedSince === '' ? null : passesUpdatedSince;
  if (since !== null && !TAG.test(since))
    throw new BadRequestError('Invalid input', [
      { field: 'passesUpdatedSince', message: 'must be a tag this service gave (lastUpdated)' },
    ]);
  const serials = await walletDevicesRepository.serialsOf(
    deps.db,
    device.deviceLibraryIdentifier,
    device.passTypeIdentifier,
  );
  const changes: { serialNumber: string; changedAt: number }[] = [];
  for (const serialNumber of serials) {
    const registration = await findRegistration(deps.db, serialNumber);
    // A pass that holds no place any more has no latest version to fetch (404 there).
    if (!registration || !holdsPlace(registration.status)) continue;
    const version = await registrationPass(deps, registration, webServiceUrl);
    changes.push({ serialNumber, changedAt: version.changedAt.getTime() });
  }
  const changed = changes.filter((c) => since === null || c.changedAt > Number(since));
  if (changed.length === 0) return null;
  return {
    serialNumbers: changed.map((c) => c.serialNumber),
    lastUpdated: String(Math.max(...changes.map((c) => c.changedAt))),
  };
}

/** What may be left of a device's log message: no token of any kind, one line, bounded. */
export function redactDeviceLog(message: string): string {
  return (
    message
      .replace(/ApplePass\s+\S+/gi, 'ApplePass [redacted]')
      .replace(/(authenticationToken|pushToken|token)(["']?\s*[:=]\s*["']?)[^\s"',}]+/gi, '$1$2[redacted]')
      // Long opaque strings: our pass tokens (43 base64url characters), APNs push tokens (64 hex).
      .replace(/[A-Za-z0-9_-]{32,}/g, '[redacted]')
      .replace(/[\r\n\t]+/g, ' ')
      .slice(0, 500)
  );
}

/** What APNs answered for each push token (never logged: a token is a credential). */
export interface PushOutcome {
  /** Accepted (200): the device will ask for the changed passes. */
  delivered: string[];
  /** 410 Unregistered: the device dropped the pass type's topic; its registrations go. */
  unregistered: string[];
  /** Refused for good (400, 404, 413…): not tried again for this change. */
  refused: { pushToken: string; status: number; reason: string }[];
  /** Not sent this time (no answer, 403, 429, 5xx): tried again on the next sweep. */
  retry: { pushToken: string; status: number; reason: string }[];
}

/**
 * The push to devices that passes changed (Apple's flow: an empty APNs notification on the pass
 * type's topic, then the device asks updatablePasses and fetches the pass). createApnsPusher when
 * the APNs settings are given; without them, nothing is pushed and Wallet refreshes on its own.
 */
export interface PassUpdatePusher {
  passesChanged(passTypeIdentifier: string, pushTokens: readonly string[]): Promise<PushOutcome>;
  close(): Promise<void>;
}

/** The push tokens of the devices that registered for these passes (for a PassUpdatePusher). */
export function pushTokensForPasses(deps: Pick<WalletDeps, 'db' | 'pass'>, serialNumbers: readonly string[]) {
  return walletDevicesRepository.pushTokensOf(deps.db, deps.pass.passTypeId, serialNumbers);
}

export const PASS_PUSH_JOB = 'push-pass-updates';

export interface PushLogger {
  warn(details: object, message: string): void;
}

/**
 * The push sweep (job PASS_PUSH_JOB): each device registration whose pass changed after the device
 * was last told (or registered) gets one push; what was delivered or refused for good is marked
 * told, an unregistered token's registrations are removed, the rest waits for the next sweep. The
 * database is the outbox: a change made by any module (a booking, a cancellation, a promotion, a
 * staff status change, an edit) is found here, and a sweep run twice at once pushes twice at most.
 */
export async function pushPassUpdates(
  deps: WalletDeps,
  pusher: PassUpdatePusher,
  logger: PushLogger,
): Promise<{ pushed: number; removed: number }> {
  const passTypeId = deps.pass.passTypeId;
  const targets = await walletDevicesRepository.pushTargets(deps.db, passTypeId);
  const changedAt = new Map<string, Date | null>();
  for (const serialNumber of new Set(targets.map((t) => t.serialNumber))) {
    const registration = await findRegistration(deps.db, serialNumber);
    // A pass that holds no place any more has no latest version: nothing to fetch.
    changedAt.set(
      serialNumber,
      registration && holdsPlace(registration.status) ? (await registrationPass(deps, registration)).changedAt : null,
    );
  }
  const due = targets.filter((t) => {
    const at = changedAt.get(t.serialNumber);
    return at && at > t.notifiedAt;
  });
  if (due.length === 0) return { pushed: 0, removed: 0 };

  const outcome = await pusher.passesChanged(passTypeId, [...new Set(due.map((t) => t.pushToken))]);
  const told = new Set([...outcome.delivered, ...outcome.refused.map((r) => r.pushToken)]);
  for (const target of due)
    if (told.has(target.pushToken))
      await walletDevicesRepository.markNotified(deps.db, target, changedAt.get(target.serialNumber) as Date);
  const removed = await walletDevicesRepository.removePushTokens(deps.db, passTypeId, outcome.unregistered);
  for (const { status, reason } of [...outcome.refused, ...outcome.retry])
    logger.warn({ status, reason }, 'pass update push not delivered');
  return { pushed: outcome.delivered.length, removed };
}
