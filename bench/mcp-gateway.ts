// The MCP gateway's added latency and throughput (issue 4 'Numbers'), side by side in one run:
// a GET-one-product tool (2 KB JSON, one transform) called through the gateway with the official
// SDK client, against the same HTTP call made directly. Run: `npx tsx bench/mcp-gateway.ts`
// (BENCH_ROUNDS, BENCH_SECONDS, BENCH_CALLS shorten or lengthen it).
import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Phase, PhaseResult, Target } from './mcp-gateway-load.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const latencyCalls = Number(process.env.BENCH_CALLS ?? 1500);
const parallel = 16;
const benchKey = 'bench-key';

interface System {
  name: string;
  gateway?: 'gateway' | 'gateway-sdk';
  slug?: 'transform' | 'plain';
  target: (url: string) => Target;
}

const mcp =
  (era: 'legacy' | 'modern') =>
  (url: string): Target => ({ kind: 'mcp', url, key: benchKey, era });
const systems: System[] = [
  { name: 'direct fetch, keep-alive (floor)', target: (url) => ({ kind: 'fetch', url }) },
  { name: 'direct node:http request, keep-alive', target: (url) => ({ kind: 'http', url }) },
  { name: 'gateway, 2026-07-28, 1 transform', gateway: 'gateway', slug: 'transform', target: mcp('modern') },
  { name: 'gateway, 2025-11-25, 1 transform', gateway: 'gateway', slug: 'transform', target: mcp('legacy') },
  { name: 'gateway, 2026-07-28, no transform', gateway: 'gateway', slug: 'plain', target: mcp('modern') },
  {
    name: 'gateway via SDK per-request server, 2026-07-28, 1 transform',
    gateway: 'gateway-sdk',
    slug: 'transform',
    target: mcp('modern'),
  },
];

// BENCH_ONLY=regex measures only the systems whose name matches (profiling one of them).
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const measured = systems.filter((system, index) => index === 0 || !only || only.test(system.name));

interface Row {
  p50: number;
  p99: number;
  clients: number;
  inflight: number;
  cpuMicros?: number;
  rssMb?: number;
  wrong: number;
  calls: number;
}

function start(file: string, args: string[] = []): Promise<{ child: ChildProcess; ready: unknown }> {
  const child = fork(path.join(import.meta.dirname, file), args, {
    // BENCH_PROFILE=dir writes a V8 CPU profile of every child process into dir.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { ready: unknown }) => resolve({ child, ready: message.ready }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

function ask<T>(child: ChildProcess, message: object): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (reply: T & { error?: string }) =>
      reply.error ? reject(new Error(reply.error)) : resolve(reply),
    );
    child.send(message);
  });
}

const percentile = (sorted: number[], share: number) => sorted[Math.floor(share * (sorted.length - 1))]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

async function measure(system: System, upstreamUrl: string, load: ChildProcess): Promise<Row> {
  const server = system.gateway
    ? await start('mcp-gateway-servers.ts', [system.gateway, upstreamUrl, benchKey])
    : undefined;
  try {
    const target = system.target(server ? `${server.ready}/mcp/${system.slug}` : upstreamUrl);
    const phase = (value: Phase) =>
      ask<{ result: PhaseResult }>(load, { target, phase: value }).then((reply) => reply.result);
    const usage = () =>
      server ? ask<{ cpuMicros: number; maxRssKb: number }>(server.child, { usage: true }) : undefined;
    const latency = await phase({ kind: 'latency', calls: latencyCalls });
    const before = await usage();
    const clients = await phase({ kind: 'clients', parallel, seconds });
    const inflight = await phase({ kind: 'inflight', parallel, seconds });
    const after = await usage();
    const sorted = [...latency.latenciesMs!].sort((a, b) => a - b);
    const loadCalls = clients.calls + clients.warmup + inflight.calls + inflight.warmup;
    return {
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      clients: clients.calls / clients.seconds,
      inflight: inflight.calls / inflight.seconds,
      ...(before &&
        after && {
          cpuMicros: (after.cpuMicros - before.cpuMicros) / loadCalls,
          rssMb: after.maxRssKb / 1024,
        }),
      wrong: latency.wrong + clients.wrong + inflight.wrong,
      calls: latency.calls + clients.calls + inflight.calls,
    };
  } finally {
    server?.child.kill('SIGINT');
  }
}

const fixed = (value: number | undefined, digits: number) =>
  value === undefined ? '–' : value.toFixed(digits);

function print(results: Map<string, Row[]>) {
  const floor = median(results.get(systems[0]!.name)!.map((row) => row.p50));
  const header = [
    'system',
    'p50 ms',
    'p99 ms',
    'p50 above fetch',
    `calls/s ${parallel} clients`,
    `calls/s 1×${parallel} in flight`,
    'server CPU µs/call',
    'peak RSS MB',
    'wrong replies',
  ];
  const lines = [...results].map(([name, rows]) => {
    const pick = (key: keyof Row) =>
      rows.some((row) => row[key] === undefined) ? undefined : median(rows.map((row) => row[key] as number));
    const wrong = rows.reduce((sum, row) => sum + row.wrong, 0);
    const calls = rows.reduce((sum, row) => sum + row.calls, 0);
    return [
      name,
      fixed(pick('p50'), 2),
      fixed(pick('p99'), 2),
      fixed(pick('p50')! - floor, 2),
      fixed(pick('clients'), 0),
      fixed(pick('inflight'), 0),
      fixed(pick('cpuMicros'), 0),
      fixed(pick('rssMb'), 0),
      `${wrong} of ${calls}`,
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const row = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(
    `\n${row(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${lines.map(row).join('\n')}`,
  );
}

console.log(`How this is measured: ${rounds} interleaved rounds over every system, medians shown.`);
console.log(
  `Upstream (node:http, 2 KB product JSON), gateway and load generator run in three separate Node ${process.versions.node} processes on ${availableParallelism()} cores, over loopback.`,
);
console.log(
  'Client: the official @modelcontextprotocol/client 2.4.0 over Streamable HTTP (2026-07-28 pinned, or the 2025-11-25 handshake), calling tools/call getProduct.',
);
console.log(
  `Latency: 1 client, ${latencyCalls} sequential calls after 200 warm-up calls. Throughput: ${parallel} clients with one call each in flight, and 1 client with ${parallel} calls in flight, ${seconds} s each.`,
);
console.log(
  'Server CPU: user+system CPU of the gateway process over both throughput phases, divided by the calls it served. Every reply is checked to carry the product id asked for.',
);

const upstream = await start('mcp-gateway-servers.ts', ['upstream']);
const load = await start('mcp-gateway-load.ts');
const results = new Map<string, Row[]>(measured.map((system) => [system.name, []]));
try {
  for (let round = 1; round <= rounds; round++) {
    for (const system of measured) {
      const row = await measure(system, upstream.ready as string, load.child);
      results.get(system.name)!.push(row);
      console.log(
        `round ${round}: ${system.name}: p50 ${row.p50.toFixed(2)} ms, ${row.clients.toFixed(0)} calls/s`,
      );
    }
  }
  print(results);
  console.log(
    '\nComparison with @ivotoby/openapi-mcp-server (same OpenAPI document, upstream, client and concurrency) is not part of this run yet.',
  );
} finally {
  upstream.child.kill();
  load.child.kill();
}
