import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createDemoStore } from './create-demo-store.ts';
import { type ApiVersion, apiVersions } from './domain/types.ts';

/** Standalone demo store: `npm run demo-store -- --port 4010 [--host 127.0.0.1] [--version v2] [--api-key KEY]`. */

const usage =
  'Usage: npm run demo-store -- [--port N] [--host 127.0.0.1] [--version v1|v2] [--api-key KEY] [--base-path /demo-store]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

function readOptions() {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse().values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
  const version = values.version as ApiVersion;
  if (!apiVersions.includes(version)) fail(`--version must be v1 or v2, not "${values.version}".`);
  if (values['api-key'] === '') fail('--api-key must not be empty.');
  return { port, host: values.host, version, apiKey: values['api-key'], basePath: values['base-path'] };
}

function parse() {
  return parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      version: { type: 'string', default: 'v1' },
      'api-key': { type: 'string' },
      'base-path': { type: 'string', default: '/demo-store' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
}

const options = readOptions();
const store = createDemoStore({
  basePath: options.basePath,
  version: options.version,
  apiKey: options.apiKey,
});
const server = serve({ fetch: store.app.fetch, port: options.port, hostname: options.host }, (info) => {
  const host = info.address.includes(':') ? `[${info.address}]` : info.address;
  const url = `http://${host}:${info.port}${store.basePath}`;
  console.log(
    `Demo store (${options.version}${options.apiKey ? ', API key required' : ''}) listening on ${url}`,
  );
  console.log(`OpenAPI document: ${url}/openapi.json`);
});
server.on('error', (error) => fail(`Could not listen on ${options.host}:${options.port}: ${error.message}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
