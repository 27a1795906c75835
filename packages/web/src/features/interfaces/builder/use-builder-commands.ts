import { interfaceGraphSchema } from '@cartographer/core';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api.ts';
import { usePublishInterface } from '../api/publish-interface.ts';
import { useSaveInterface } from '../api/save-interface.ts';
import type { InterfaceSummary } from '../api/types.ts';
import { useUnpublishInterface } from '../api/unpublish-interface.ts';
import type { BuilderGraph } from './use-builder-graph.ts';

/** Save, publish and unpublish, with the toasts product-spec §8 names. */
export function useBuilderCommands(summary: InterfaceSummary, builder: BuilderGraph) {
  const save = useSaveInterface(summary.id);
  const publish = usePublishInterface(summary.id);
  const unpublish = useUnpublishInterface(summary.id);

  /** Resolves to the saved version number, or null when nothing was saved. */
  const saveGraph = async (): Promise<number | null> => {
    const parsed = interfaceGraphSchema.safeParse(builder.graph);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      toast.error(
        issue?.path[0] === 'name' ? 'Name is required' : (issue?.message ?? 'The graph is not valid'),
      );
      return null;
    }
    const graph = builder.graph;
    try {
      const saved = await save.mutateAsync(graph);
      builder.markSaved(graph);
      toast.success('Interface saved successfully', { description: `Version ${saved.version}` });
      return saved.version;
    } catch (error) {
      toast.error(errorMessage(error));
      return null;
    }
  };

  const publishLatest = async () => {
    // Publishing serves what is on the canvas: unsaved changes are saved first.
    const version = builder.dirty ? await saveGraph() : summary.latestVersion;
    if (version === null) return;
    try {
      const { interface: published } = await publish.mutateAsync(version);
      toast.success(`Version ${version} published`, { description: published.publishedUrl ?? undefined });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const unpublishNow = () =>
    unpublish.mutate(undefined, {
      onSuccess: () => toast.success('Interface unpublished: its MCP URL no longer answers'),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return {
    save: saveGraph,
    saving: save.isPending,
    publish: publishLatest,
    unpublish: unpublishNow,
    publishing: publish.isPending || unpublish.isPending,
  };
}
