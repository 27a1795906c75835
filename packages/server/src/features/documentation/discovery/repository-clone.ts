import { spawn } from 'node:child_process';
import { lstat, readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { FetchError } from '../../../lib/safe-fetch.ts';
import type { PinnedHost } from './repository-target.ts';

export interface CloneOptions {
  pinned: PinnedHost;
  timeoutMs?: number;
  /** Stops the clone when the checkout grows past this size. */
  maxBytes?: number;
  signal?: AbortSignal;
  onProgress?(message: string): void;
}

export const defaultCloneTimeoutMs = 60_000;
export const defaultCloneMaxBytes = 500 * 1024 * 1024;

/** Settings that keep a clone to what we asked for: http(s) only, no redirects, no symlinks, no user config. */
function gitArguments(url: string, into: string, pinned: PinnedHost): string[] {
  const settings = [
    'protocol.allow=never',
    'protocol.https.allow=always',
    'protocol.http.allow=always',
    // A redirect could lead to an address that was never checked.
    'http.followRedirects=false',
    'core.symlinks=false',
    'credential.helper=',
  ];
  if (!net.isIP(pinned.host)) {
    const addresses = pinned.addresses.map((address) => (net.isIPv6(address) ? `[${address}]` : address));
    settings.push(`http.curloptResolve=${pinned.host}:${pinned.port}:${addresses.join(',')}`);
  }
  return [
    ...settings.flatMap((setting) => ['-c', setting]),
    'clone',
    '--depth',
    '1',
    '--no-tags',
    '--single-branch',
    '--progress',
    '--',
    url,
    into,
  ];
}

function gitEnvironment(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    LANG: 'C',
    LC_ALL: 'C',
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_LFS_SKIP_SMUDGE: '1',
  };
  for (const name of ['http_proxy', 'https_proxy', 'no_proxy', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY']) {
    if (process.env[name]) env[name] = process.env[name];
  }
  return env;
}

/** Turns git's stderr into the sentence a user can act on. */
export function cloneFailureMessage(url: string, stderr: string): string {
  const host = new URL(url).host;
  if (/returned error: 30\d/.test(stderr))
    return `${url} redirects to another address; give the address it redirects to (for example the https one).`;
  if (
    /returned error: 40[13]|could not read Username|Authentication failed|terminal prompts disabled/i.test(
      stderr,
    )
  ) {
    return `${url} asks for credentials; only public repositories can be cloned.`;
  }
  if (
    /returned error: 404|repository '.*' not found|Repository not found|not valid: is this a git repository/i.test(
      stderr,
    )
  ) {
    return `No git repository was found at ${url}. Check the address; private repositories cannot be cloned.`;
  }
  if (/dumb http transport does not support shallow/i.test(stderr)) {
    return `${host} only speaks git's old "dumb" HTTP protocol, which cannot make the shallow clone used here.`;
  }
  if (/Could not resolve host/i.test(stderr)) return `The host ${new URL(url).hostname} could not be found.`;
  if (/Failed to connect|Connection refused/i.test(stderr)) return `${host} refused the connection.`;
  const fatal = stderr
    .split(/[\r\n]+/)
    .filter((line) => /^(fatal|error):/.test(line))
    .at(-1);
  return `Cloning ${url} failed${fatal ? `: ${fatal.replace(/^(fatal|error):\s*/, '')}` : '.'}`;
}

function tooLarge(maxBytes: number): string {
  const size =
    maxBytes >= 1024 * 1024
      ? `${Math.round(maxBytes / 1024 / 1024)} MB`
      : `${Math.round(maxBytes / 1024)} KB`;
  return `The repository is larger than ${size}; cloning was stopped.`;
}

async function directorySize(folder: string): Promise<number> {
  let total = 0;
  const pending = [folder];
  while (pending.length) {
    const current = pending.pop()!;
    const entries = await readdir(current, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else total += (await lstat(full).catch(() => null))?.size ?? 0;
    }
  }
  return total;
}

/**
 * Shallow-clones one branch of a public http(s) repository into `into` with git itself, no shell,
 * bounded in time and size. Failures are FetchErrors with the user-facing reason.
 */
export async function cloneRepository(url: string, into: string, options: CloneOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? defaultCloneTimeoutMs;
  const maxBytes = options.maxBytes ?? defaultCloneMaxBytes;
  if (options.signal?.aborted) throw new FetchError('The scan was cancelled.');
  const child = spawn('git', gitArguments(url, into, options.pinned), {
    env: gitEnvironment(path.dirname(into)),
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so stopping it also stops git-remote-https.
    detached: true,
  });
  let stderr = '';
  let phase = '';
  let stopped: string | undefined;
  const stop = (reason: string) => {
    if (stopped || child.exitCode !== null || child.pid === undefined) return;
    stopped = reason;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  };
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8_000);
    const current = /(Receiving objects|Resolving deltas|Updating files)/.exec(chunk)?.[1];
    if (current && current !== phase) {
      phase = current;
      options.onProgress?.(`${current} of ${url}`);
    }
  });
  const timer = setTimeout(
    () => stop(`Cloning ${url} took longer than ${timeoutMs / 1000} s and was stopped.`),
    timeoutMs,
  );
  let measuring = false;
  const sizeWatch = setInterval(() => {
    if (measuring) return;
    measuring = true;
    directorySize(into)
      .then((size) => {
        if (size > maxBytes)
          stop(
            `The repository is larger than ${Math.round(maxBytes / 1024 / 1024)} MB; cloning was stopped.`,
          );
      })
      .finally(() => {
        measuring = false;
      });
  }, 1_000);
  const onAbort = () => stop('The scan was cancelled.');
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (stopped) throw new FetchError(stopped);
    if (code !== 0) throw new FetchError(cloneFailureMessage(url, stderr));
    // A clone quicker than one size check is measured once at the end.
    if ((await directorySize(into)) > maxBytes) throw new FetchError(tooLarge(maxBytes));
  } catch (error) {
    if (error instanceof FetchError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new FetchError(
      code === 'ENOENT'
        ? 'git is not installed on this server, so repositories cannot be cloned.'
        : `Cloning ${url} failed: ${(error as Error).message}`,
    );
  } finally {
    clearTimeout(timer);
    clearInterval(sizeWatch);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
