import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { callerErrorResponses } from '@festival/server-platform';
import {
  WalletDeviceLog,
  WalletDeviceParams,
  WalletDevicePassParams,
  WalletDeviceRegistration,
  WalletUpdatablePasses,
  WalletUpdatableQuery,
} from '@festival/shared-util-api-contracts';
import { redactDeviceLog, registerDevice, unregisterDevice, updatablePasses } from './wallet-devices.service';
import type { WalletDeps } from './wallet.service';

/** The pass's authenticationToken from `Authorization: ApplePass <token>`, or null. */
export function applePassToken(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  return auth?.startsWith('ApplePass ') ? auth.slice('ApplePass '.length).trim() || null : null;
}

export interface WalletDeviceRoutesOptions {
  deps: WalletDeps;
  webServiceUrl: (request: FastifyRequest) => string;
}

const tags = ['wallet'];
const DEVICE_PASS =
  '/wallet-service/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber';

/**
 * Apple Wallet's web service, the device endpoints (public: the device authenticates with the
 * pass's token). Every input is checked by its schema (400), a wrong token is 401, a pass that is
 * not ours or no more is 404.
 */
export const walletDeviceRoutes: FastifyPluginAsyncTypebox<WalletDeviceRoutesOptions> = async (app, options) => {
  const { deps, webServiceUrl } = options;
  const config = { public: true } as const;

  app.post(
    DEVICE_PASS,
    {
      config,
      schema: {
        tags,
        summary:
          "Apple Wallet's web service: register a device for a pass's updates (Authorization: ApplePass <authenticationToken>); 201 when new, 200 when already registered (the push token is updated)",
        params: WalletDevicePassParams,
        body: WalletDeviceRegistration,
        response: {
          200: Type.Null({ description: 'Already registered' }),
          201: Type.Null({ description: 'Registered' }),
          ...callerErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const done = await registerDevice(deps, request.params, applePassToken(request), request.body.pushToken);
      return reply.status(done === 'created' ? 201 : 200).send(null);
    },
  );

  app.delete(
    DEVICE_PASS,
    {
      config,
      schema: {
        tags,
        summary:
          "Apple Wallet's web service: the device no longer wants the pass's updates (Authorization: ApplePass <authenticationToken>)",
        params: WalletDevicePassParams,
        response: { 200: Type.Null({ description: 'Unregistered' }), ...callerErrorResponses },
      },
    },
    async (request, reply) => {
      await unregisterDevice(deps, request.params, applePassToken(request));
      return reply.status(200).send(null);
    },
  );

  app.get(
    '/wallet-service/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier',
    {
      config,
      schema: {
        tags,
        summary:
          "Apple Wallet's web service: the serial numbers of the device's passes changed since passesUpdatedSince (a lastUpdated tag given before), with the next tag; 204 when none",
        params: WalletDeviceParams,
        querystring: WalletUpdatableQuery,
        response: {
          200: WalletUpdatablePasses,
          204: Type.Null({ description: 'No pass of the device changed' }),
          ...callerErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const found = await updatablePasses(
        deps,
        request.params,
        request.query.passesUpdatedSince,
        webServiceUrl(request),
      );
      reply.header('cache-control', 'no-store');
      return found ? reply.send(found) : reply.status(204).send(null);
    },
  );

  app.post(
    '/wallet-service/v1/log',
    {
      config,
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary:
          "Apple Wallet's web service: messages a device logs about this service; written to the server log without tokens",
        body: WalletDeviceLog,
        response: { 200: Type.Null({ description: 'Logged' }), ...callerErrorResponses },
      },
    },
    async (request, reply) => {
      for (const message of request.body.logs)
        request.log.warn({ walletLog: redactDeviceLog(message) }, 'wallet device log');
      return reply.status(200).send(null);
    },
  );
};
