import type { CompiledTool, ToolDefinition } from './tool-types.ts';

/**
 * Discovery mode: for large tool sets a client sees three meta-tools instead of hundreds of
 * schemas, finds the tool it needs, reads its schema, and calls it through `call_tool`.
 */
export const discoveryToolNames = {
  search: 'search_tools',
  describe: 'describe_tool',
  call: 'call_tool',
} as const;

export interface ToolSearchHit {
  name: string;
  title?: string;
  /** The first sentence of the description, at most 200 characters. */
  summary: string;
  readOnly: boolean;
}

const hitSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    title: { type: 'string' },
    summary: { type: 'string' },
    readOnly: { type: 'boolean' },
  },
  required: ['name', 'summary', 'readOnly'],
};

export function discoveryTools(): ToolDefinition[] {
  return [
    {
      name: discoveryToolNames.search,
      title: 'Search tools',
      description:
        'Find the tools of this API that match a few keywords (for example "order status" or "add to cart"). Returns names and summaries; use describe_tool for a tool\'s arguments.',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Keywords describing what you want to do' },
          limit: {
            type: 'integer',
            minimum: 1,
            maximum: 50,
            description: 'Most results to return (default 10)',
          },
        },
        required: ['query'],
      },
      outputSchema: {
        type: 'object',
        properties: { tools: { type: 'array', items: hitSchema } },
        required: ['tools'],
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
      name: discoveryToolNames.describe,
      title: 'Describe a tool',
      description: 'Show the full definition of one tool: description, input schema and output schema.',
      inputSchema: {
        type: 'object',
        properties: { name: { type: 'string', description: 'The tool name from search_tools' } },
        required: ['name'],
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
      name: discoveryToolNames.call,
      title: 'Call a tool',
      description:
        'Call one tool of this API by name with arguments that match its input schema (see describe_tool).',
      inputSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'The tool name' },
          arguments: { type: 'object', description: 'The tool arguments', additionalProperties: true },
        },
        required: ['name'],
      },
      annotations: { readOnlyHint: false, openWorldHint: true },
    },
  ];
}

/** `getProductById`, `get_product-by id` → `get product by id`. */
function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

function summary(description: string): string {
  const first = description.split(/(?<=[.!?])\s/)[0] ?? description;
  return first.length > 200 ? `${first.slice(0, 197)}...` : first;
}

/** Ranks tools by keyword matches in name (strongest), title, path and description; stable for ties. */
export function searchTools(tools: readonly CompiledTool[], query: string, limit = 10): ToolSearchHit[] {
  const terms = [...new Set(words(query))];
  const scored = tools.map((tool, index) => {
    const name = words(tool.name);
    const title = words(tool.title ?? '');
    const path = words(tool.binding.pathTemplate);
    const description = new Set(words(tool.description));
    let score = 0;
    for (const term of terms) {
      if (name.includes(term)) score += 5;
      else if (name.some((word) => word.startsWith(term) || term.startsWith(word))) score += 3;
      if (title.includes(term)) score += 2;
      if (path.includes(term)) score += 2;
      if (description.has(term)) score += 1;
    }
    return { tool, index, score };
  });
  const matching = terms.length === 0 ? scored : scored.filter((entry) => entry.score > 0);
  return matching
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(1, Math.min(limit, 50)))
    .map(({ tool }) => ({
      name: tool.name,
      ...(tool.title && { title: tool.title }),
      summary: summary(tool.description),
      readOnly: tool.readOnly,
    }));
}
