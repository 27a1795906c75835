import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { importDocument } from '../catalog/import-document.ts';
import type { Catalog } from '../catalog/model.ts';
import { compileInterface } from './compile-interface.ts';
import { type HttpMethod, httpMethods, type InterfaceGraph } from './graph.ts';
import { toolsListResult } from './tools-list.ts';

const corpus = process.env.CORPUS_DIR;

/** Every operation of the catalogue as an endpoint of one source wired to the output. */
function everything(catalog: Catalog): InterfaceGraph {
  const endpoints = catalog.operations.map((operation) => ({
    method: ((httpMethods as readonly string[]).includes(operation.method)
      ? operation.method
      : 'POST') as HttpMethod,
    path: operation.path,
    description: '',
    operationKey: operation.key,
  }));
  return {
    name: catalog.title,
    nodes: [
      {
        id: 'source',
        type: 'apiSource',
        position: { x: 0, y: 0 },
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
    edges: [{ id: 'e', source: 'source', target: 'output-1' }],
  };
}

describe.skipIf(!corpus)('compiling the third-party corpus', () => {
  const files = corpus ? readdirSync(corpus).filter((file) => /\.(ya?ml|json|graphql)$/.test(file)) : [];

  it.each(files)(
    '%s compiles into tools every client accepts',
    (file) => {
      const imported = importDocument(readFileSync(path.join(corpus!, file), 'utf8'), { fileName: file });
      if (!imported.ok) return;
      const { tools, problems } = compileInterface(everything(imported.catalog), { doc: imported.catalog });
      expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      const names = tools.map((tool) => tool.name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      const ajv = new Ajv2020({ strict: false, validateFormats: false });
      for (const tool of toolsListResult(tools).tools) {
        expect(tool.inputSchema.type).toBe('object');
        expect(() => ajv.compile(tool.inputSchema), `${file} ${tool.name} input`).not.toThrow();
        if (tool.outputSchema)
          expect(() => ajv.compile(tool.outputSchema!), `${file} ${tool.name} output`).not.toThrow();
        for (const property of Object.keys((tool.inputSchema.properties ?? {}) as object)) {
          expect(property).toMatch(/^[A-Za-z0-9_.-]{1,64}$/);
        }
      }
    },
    120_000,
  );
});
