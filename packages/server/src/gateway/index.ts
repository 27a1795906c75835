export { createGateway, type Gateway } from './gateway.ts';
export { TransformError, TransformSandbox } from './sandbox.ts';
export {
  type AccessKey,
  type CallEvent,
  type CallStatus,
  defaultGatewaySettings,
  type GatewayDeps,
  type GatewayLogger,
  type GatewaySettings,
  type PublishedInterface,
  type RateLimit,
} from './types.ts';
export { UpstreamClient, type UpstreamClientOptions } from './upstream.ts';
