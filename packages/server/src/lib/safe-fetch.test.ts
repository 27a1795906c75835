import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedAddressReason, FetchError, safeFetch } from './safe-fetch.ts';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2_000);
    if (req.url === '/big') return res.end(Buffer.alloc(2048, 'a'));
    if (req.url === '/hop') return res.writeHead(301, { location: '/ok' }).end();
    if (req.url === '/away') return res.writeHead(302, { location: 'http://127.0.0.2:9/elsewhere' }).end();
    if (req.url === '/self') return res.writeHead(302, { location: '/self' }).end();
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('safeFetch', () => {
  it('follows a redirect and reads the body', async () => {
    const response = await safeFetch(`${base}/hop`);
    expect(response.text).toBe('ok');
    expect(response.url).toBe(`${base}/ok`);
  });

  it('stops at the time limit, the size cap and redirect loops', async () => {
    await expect(safeFetch(`${base}/slow`, { timeoutMs: 200 })).rejects.toThrow(
      /did not answer within 0.2 s/,
    );
    await expect(safeFetch(`${base}/big`, { maxBytes: 1000 })).rejects.toThrow(/larger than|limit/);
    await expect(safeFetch(`${base}/self`)).rejects.toThrow(/Redirect loop/);
    await expect(safeFetch(`${base}/away`, { sameOriginRedirects: true })).rejects.toThrow(
      /Not read: it redirects to another site/,
    );
  });

  it('refuses metadata addresses, other schemes and private networks when set to', async () => {
    await expect(safeFetch('http://169.254.169.254/latest/meta-data/')).rejects.toBeInstanceOf(FetchError);
    await expect(safeFetch('http://metadata.google.internal/')).rejects.toThrow(/metadata/);
    await expect(safeFetch('http://[fd00:ec2::254]/')).rejects.toThrow(/metadata/);
    await expect(safeFetch('file:///etc/passwd')).rejects.toThrow(/Only http and https/);
    await expect(safeFetch(`${base}/ok`, { allowPrivateNetworks: false })).rejects.toThrow(/private network/);
  });

  it('classifies addresses', () => {
    expect(blockedAddressReason('169.254.169.254', true)).toMatch(/link-local/);
    expect(blockedAddressReason('::ffff:169.254.169.254', true)).toMatch(/link-local/);
    expect(blockedAddressReason('10.0.0.5', true)).toBeNull();
    expect(blockedAddressReason('10.0.0.5', false)).toMatch(/private/);
    expect(blockedAddressReason('93.184.216.34', false)).toBeNull();
  });
});
