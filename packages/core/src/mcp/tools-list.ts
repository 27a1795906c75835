import type { CompiledTool, CompileSeverity, ToolDefinition, ToolsListResult } from './tool-types.ts';

/** Above this many tools, serving the set in discovery mode keeps a client's context small. */
export const discoveryThreshold = 40;

/** Descriptions past this length are cut by several clients. */
const longDescription = 2000;

/** A tool as `tools/list` shows it: only the fields a client reads, in a fixed key order. */
export function toolDefinition(tool: CompiledTool): ToolDefinition {
  return {
    name: tool.name,
    ...(tool.title !== undefined && { title: tool.title }),
    description: tool.description,
    inputSchema: tool.inputSchema,
    ...(tool.outputSchema !== undefined && { outputSchema: tool.outputSchema }),
    ...(Object.keys(tool.annotations).length > 0 && { annotations: tool.annotations }),
  };
}

/** The exact `tools/list` result a client receives for this tool set, in compile order. */
export function toolsListResult(tools: readonly CompiledTool[]): ToolsListResult {
  return { tools: tools.map(toolDefinition) };
}

/** Checks of one tool against what clients accept, beyond what the compiler already fixed. */
export function checkToolDefinition(tool: CompiledTool): { severity: CompileSeverity; message: string }[] {
  const found: { severity: CompileSeverity; message: string }[] = [];
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(tool.name)) {
    found.push({ severity: 'error', message: `Tool name '${tool.name}' is not accepted by clients` });
  }
  if (tool.inputSchema.type !== 'object') {
    found.push({ severity: 'error', message: 'The input schema is not an object schema' });
  }
  if (tool.outputSchema && tool.outputSchema.type !== 'object') {
    found.push({ severity: 'error', message: 'The output schema is not an object schema' });
  }
  if (tool.description.length > longDescription) {
    found.push({
      severity: 'info',
      message: `The description is ${tool.description.length} characters; some clients cut it at ${longDescription}`,
    });
  }
  if (tool.binding.baseUrl === '') {
    found.push({ severity: 'error', message: 'The tool cannot be called: its API Source has no base URL' });
  }
  return found;
}
