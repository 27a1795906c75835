// Child process of bench/mcp-gateway.ts: the load generator. It runs in its own process so the
// client's CPU (the SDK client costs about 0.5-0.9 ms per call) does not land on the server's.
// Every call asks for a distinct product id and checks that the reply carries that id.
import { Agent, request as httpRequest } from 'node:http';
import type { Client } from '@modelcontextprotocol/client';
import { connectClient } from '../packages/server/src/gateway/test-kit.ts';

export type Target =
  | { kind: 'fetch'; url: string }
  | { kind: 'http'; url: string }
  | { kind: 'mcp'; url: string; key: string; era: 'legacy' | 'modern' };

export type Phase =
  | { kind: 'latency'; calls: number }
  | { kind: 'clients' | 'inflight'; parallel: number; seconds: number };

export interface PhaseResult {
  calls: number;
  wrong: number;
  seconds: number;
  /** Warm-up calls made before measuring (they still cost the server CPU). */
  warmup: number;
  latenciesMs?: number[];
}

interface Caller {
  call(id: string): Promise<string | undefined>;
  close(): Promise<void>;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function httpGet(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString()));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function caller(target: Target): Promise<Caller> {
  if (target.kind === 'fetch') {
    return {
      call: async (id) =>
        ((await (await fetch(`${target.url}/products/${id}`)).json()) as { id?: string }).id,
      close: async () => {},
    };
  }
  if (target.kind === 'http') {
    return {
      call: async (id) => (JSON.parse(await httpGet(`${target.url}/products/${id}`)) as { id?: string }).id,
      close: async () => {},
    };
  }
  const client: Client = await connectClient(new URL(target.url), target.key, target.era);
  return {
    call: async (id) => {
      const result = await client.callTool({ name: 'getProduct', arguments: { id } });
      if (result.isError) return undefined;
      return (JSON.parse((result.content as { text: string }[])[0]!.text) as { id?: string }).id;
    },
    close: () => client.close(),
  };
}

async function loop(target: Caller, tag: string, until: number, counts: { calls: number; wrong: number }) {
  for (let n = 0; performance.now() < until; n++) {
    const id = `${tag}-${n}`;
    if ((await target.call(id)) !== id) counts.wrong += 1;
    counts.calls += 1;
  }
}

async function run(target: Target, phase: Phase): Promise<PhaseResult> {
  if (phase.kind === 'latency') {
    const one = await caller(target);
    const counts = { calls: 0, wrong: 0 };
    for (let n = 0; n < 200; n++) await one.call(`warm-${n}`);
    const latenciesMs: number[] = [];
    const started = performance.now();
    for (let n = 0; n < phase.calls; n++) {
      const id = `lat-${n}`;
      const before = performance.now();
      const got = await one.call(id);
      latenciesMs.push(performance.now() - before);
      if (got !== id) counts.wrong += 1;
      counts.calls += 1;
    }
    await one.close();
    return { ...counts, seconds: (performance.now() - started) / 1000, warmup: 200, latenciesMs };
  }
  const callers =
    phase.kind === 'clients'
      ? await Promise.all(Array.from({ length: phase.parallel }, () => caller(target)))
      : [await caller(target)];
  for (const each of callers) for (let n = 0; n < 20; n++) await each.call(`warm-${n}`);
  const counts = { calls: 0, wrong: 0 };
  const started = performance.now();
  const until = started + phase.seconds * 1000;
  await Promise.all(
    Array.from({ length: phase.parallel }, (_, index) =>
      loop(callers[phase.kind === 'clients' ? index : 0]!, `${phase.kind}${index}`, until, counts),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(callers.map((each) => each.close()));
  return { ...counts, seconds, warmup: callers.length * 20 };
}

process.on('message', async (message: { target: Target; phase: Phase }) => {
  try {
    process.send?.({ result: await run(message.target, message.phase) });
  } catch (error) {
    process.send?.({ error: error instanceof Error ? error.message : String(error) });
  }
});
process.send?.({ ready: true });
