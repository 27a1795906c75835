import type { NodeTypes } from '@xyflow/react';
import { ApiSourceNodeView } from './api-source-node.tsx';
import { OutputNodeView } from './output-node.tsx';
import { TransformNodeView } from './transform-node.tsx';

/** Module scope: a new object per render would remount every node. */
export const nodeTypes = {
  apiSource: ApiSourceNodeView,
  transform: TransformNodeView,
  output: OutputNodeView,
} satisfies NodeTypes;
