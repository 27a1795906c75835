import { parseEnv } from './config.ts';
import { startServer } from './server.ts';

const config = parseEnv(process.env);
if (!config.ok) {
  console.error('Cartographer cannot start: the environment has problems.');
  for (const problem of config.problems) console.error(`  - ${problem}`);
  process.exit(1);
}

try {
  const server = await startServer(config.env);
  console.log(
    `\n  Cartographer is running at ${server.url}\n  Demo account: demo@cartographer.dev / cartographer-demo\n`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`Cartographer failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
