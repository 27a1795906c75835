import dns from 'node:dns/promises';
import { stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { blockedAddressReason, FetchError } from '../../../lib/safe-fetch.ts';

/** What a repository source points at: a git URL to clone, or a folder on this server. */
export type RepositoryTarget = { kind: 'git'; url: string } | { kind: 'folder'; path: string };

/**
 * Reads a repository location as typed by a user. Only http(s) git URLs and absolute folder paths
 * are accepted; every refusal is a FetchError whose message says what to do instead.
 */
export function parseRepositoryTarget(raw: string, allowLocalPaths: boolean): RepositoryTarget {
  const target = raw.trim();
  if (target === '')
    throw new FetchError('Enter the address of a git repository, such as https://github.com/owner/repo.git.');
  if (/^[\w.-]+@[\w.-]+:/.test(target) || /^ssh:\/\//i.test(target)) {
    throw new FetchError(
      "SSH addresses (git@… or ssh://) are not supported; use the repository's https address instead.",
    );
  }
  if (/^file:/i.test(target))
    throw new FetchError("file:// addresses are refused; give the repository's https address.");
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      throw new FetchError(`"${target}" is not a valid URL.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new FetchError(
        `${url.protocol.replace(/:$/, '')}:// repositories are not supported; use the repository's https address.`,
      );
    }
    if (url.username || url.password) {
      throw new FetchError(
        'Repository URLs with credentials in them are refused; only public repositories can be cloned.',
      );
    }
    return { kind: 'git', url: url.href };
  }
  if (!allowLocalPaths) {
    throw new FetchError(
      'Reading folders on the server is turned off here; give the https address of a git repository instead.',
    );
  }
  if (!path.isAbsolute(target))
    throw new FetchError(`"${target}" is neither an https git URL nor an absolute folder path.`);
  return { kind: 'folder', path: path.resolve(target) };
}

/** Checks that a folder target exists and is a directory. */
export async function checkFolder(folder: string): Promise<void> {
  const info = await stat(folder).catch(() => null);
  if (!info) throw new FetchError(`The folder ${folder} does not exist on the server.`);
  if (!info.isDirectory()) throw new FetchError(`${folder} is a file, not a folder.`);
}

/** An address git's HTTP client must use for the host, checked like every outbound call. */
export interface PinnedHost {
  host: string;
  port: number;
  /** Every address the name resolved to, all checked. */
  addresses: string[];
}

/**
 * Resolves the URL's host and refuses metadata and link-local addresses (and private ones when
 * they are refused). The checked address is handed to git, so a second DNS answer cannot differ.
 */
export async function resolveGitHost(url: string, allowPrivateNetworks: boolean): Promise<PinnedHost> {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
  let addresses: { address: string }[];
  if (net.isIP(host)) addresses = [{ address: host }];
  else {
    try {
      addresses = await dns.lookup(host, { all: true });
    } catch {
      throw new FetchError(`The host ${host} could not be found.`);
    }
  }
  for (const entry of addresses) {
    const reason = blockedAddressReason(entry.address, allowPrivateNetworks);
    if (reason) throw new FetchError(`Refused: ${host} resolves to ${reason}.`);
  }
  if (!addresses[0]) throw new FetchError(`The host ${host} could not be found.`);
  return { host, port, addresses: addresses.map((entry) => entry.address) };
}
