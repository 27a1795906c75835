export { type AppDeps, createApp } from './app.ts';
export { type Env, parseEnv } from './config.ts';
export { type RunningServer, startServer } from './server.ts';
