// Compiling a large third-party document into MCP tools, and building its tools/list answer
// (issue 4: Stripe's 468 operations under 200 ms; tools/list under 20 ms).
// Run: `CORPUS_DIR=../shared/specs npx tsx bench/mcp-compile.ts [file ...]`
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  compileInterface,
  type HttpMethod,
  httpMethods,
  type InterfaceGraph,
  importDocument,
  toolsListResult,
} from '@cartographer/core';

const corpus = process.env.CORPUS_DIR;
if (!corpus) {
  console.log(
    'CORPUS_DIR is not set: nothing to measure (it names the folder of third-party API documents).',
  );
  process.exit(0);
}
const files =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['stripe-spec3-2023-09-12.oas3.yaml'];
const runs = 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

console.log(
  `How this is measured: each document is imported once, then every operation is put on one API Source`,
);
console.log(`wired to the Output node and compiled once cold and then ${runs} times (median shown).`);
console.log(
  'tools/list: building the result objects, then serialising them once (the gateway keeps that JSON per',
);
console.log('published version and access profile, so later tools/list calls reuse it).\n');

for (const file of files) {
  const imported = importDocument(readFileSync(path.join(corpus, file), 'utf8'), { fileName: file });
  if (!imported.ok) {
    console.log(`${file}: not imported (${imported.error.message})`);
    continue;
  }
  const { catalog } = imported;
  const endpoints = catalog.operations.map((operation) => ({
    method: ((httpMethods as readonly string[]).includes(operation.method)
      ? operation.method
      : 'POST') as HttpMethod,
    path: operation.path,
    description: '',
    operationKey: operation.key,
  }));
  const graph: InterfaceGraph = {
    name: catalog.title,
    nodes: [
      {
        id: 'source',
        type: 'apiSource',
        position: { x: 250, y: 200 },
        data: {
          label: catalog.title,
          description: '',
          baseUrl: 'https://api.example',
          endpoints,
          authType: 'none',
          catalogSourceId: 'doc',
        },
      },
      {
        id: 'output-1',
        type: 'output',
        position: { x: 600, y: 200 },
        data: { label: 'Output', description: '', outputs: [] },
      },
    ],
    edges: [{ id: 'e1', source: 'source', target: 'output-1' }],
  };
  const compileMs: number[] = [];
  const coldStarted = performance.now();
  let result = compileInterface(graph, { doc: catalog });
  const coldMs = performance.now() - coldStarted;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    result = compileInterface(graph, { doc: catalog });
    compileMs.push(performance.now() - started);
  }
  const listStarted = performance.now();
  const list = toolsListResult(result.tools);
  const listMs = performance.now() - listStarted;
  const jsonStarted = performance.now();
  const json = JSON.stringify(list);
  const jsonMs = performance.now() - jsonStarted;
  console.log(
    `${file}: ${catalog.operations.length} operations → ${result.tools.length} tools; compile first ${coldMs.toFixed(0)} ms, then median ${median(compileMs).toFixed(0)} ms; tools/list result ${listMs.toFixed(1)} ms, serialised once ${jsonMs.toFixed(0)} ms (${(json.length / 1024).toFixed(0)} KB)`,
  );
}
