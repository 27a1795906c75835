import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that signs sessions and encrypts secrets at rest. From APP_SECRET when set;
 * on the embedded database it is generated once and kept beside the data, so a restart
 * keeps sessions and stored secrets readable.
 */
export function resolveAppSecret(options: {
  appSecret?: string;
  dataDir: string;
  usingExternalDatabase: boolean;
}): string {
  if (options.appSecret) return options.appSecret;
  if (options.usingExternalDatabase) {
    throw new Error(
      'APP_SECRET must be set (32+ characters) when DATABASE_URL points at an external PostgreSQL server.',
    );
  }
  const file = path.resolve(options.dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
