import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/**
 * Shows, on every operation of a route that needs a signed-in caller (`config.authenticated` or
 * `config.permission`), the bearer-token security requirement: what the access-control plugin
 * enforces is what the document says.
 */
export const securityRequirementTransform: Transform = ({ schema, url, route }) => {
  const config = route.config as { authenticated?: true; permission?: string } | undefined;
  if (!config?.authenticated && !config?.permission) return { schema, url };
  return { schema: { ...schema, security: [{ bearerAuth: [] }] } as typeof schema, url };
};
