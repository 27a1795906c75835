import { type InterfaceGraph, toolNameFor } from '@cartographer/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api.ts';
import { fetchDeclaredServers, fetchDocOperation } from '../api/get-doc-operation.ts';
import { fetchAllDocOperations } from '../api/get-doc-operations.ts';
import type { DocSource, OperationRow } from '../api/types.ts';
import {
  type ActionResult,
  addReadEndpointsOfSource,
  insertProjectionTransform,
  nameToolsFromOperations,
} from '../assistant-actions.ts';
import { isReadOperation } from '../catalog-endpoints.ts';

export type ActionId = 'read-endpoints' | 'projection' | 'tool-names';

const detailConcurrency = 6;

/** Tool names (as the compiler derives them) of the operations `rows` whose keys are in `wanted`. */
async function toolNamesOf(rows: OperationRow[], wanted: ReadonlySet<string>): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const todo = rows.filter((row) => wanted.has(row.key));
  for (let start = 0; start < todo.length; start += detailConcurrency) {
    const details = await Promise.all(
      todo.slice(start, start + detailConcurrency).map((row) => fetchDocOperation(row.id)),
    );
    for (const detail of details) names.set(detail.operation.key, toolNameFor(detail.operation));
  }
  return names;
}

/** The assistant's actions that need no AI model: each reads the catalogue, then edits the graph. */
export function useDeterministicActions(graph: InterfaceGraph, apply: (graph: InterfaceGraph) => void) {
  const [busy, setBusy] = useState<ActionId | null>(null);

  const run = async (id: ActionId, action: () => Promise<ActionResult> | ActionResult) => {
    setBusy(id);
    try {
      const result = await action();
      if (result.ok) {
        apply(result.graph);
        toast.success(result.message);
      } else toast.error(result.message);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const addReadEndpoints = (source: DocSource) =>
    run('read-endpoints', async () => {
      const operations = await fetchAllDocOperations(source.id);
      const firstRead = operations.find(isReadOperation);
      const servers = firstRead ? await fetchDeclaredServers(firstRead.id) : [];
      return addReadEndpointsOfSource(graph, {
        sourceId: source.id,
        sourceName: source.name,
        servers,
        operations,
      });
    });

  const addProjection = () => run('projection', () => insertProjectionTransform(graph));

  const nameTools = () =>
    run('tool-names', async () => {
      const names = new Map<string, Map<string, string>>();
      for (const node of graph.nodes) {
        if (node.type !== 'apiSource' || !node.data.catalogSourceId) continue;
        const wanted = new Set(
          node.data.endpoints
            .filter((e) => e.operationKey && !e.toolName?.trim())
            .map((e) => e.operationKey ?? ''),
        );
        if (wanted.size === 0) continue;
        const rows = await fetchAllDocOperations(node.data.catalogSourceId);
        const known = names.get(node.data.catalogSourceId) ?? new Map<string, string>();
        for (const [key, name] of await toolNamesOf(rows, wanted)) known.set(key, name);
        names.set(node.data.catalogSourceId, known);
      }
      return nameToolsFromOperations(graph, (sourceId, key) => names.get(sourceId)?.get(key));
    });

  return { busy, addReadEndpoints, addProjection, nameTools };
}
