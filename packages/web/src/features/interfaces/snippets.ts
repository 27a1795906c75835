/** Ready-made client configurations for a published interface (the 'Connect' panel). */

export const keyPlaceholder = '<your access key>';

export type SnippetId = 'claude-desktop' | 'claude-code' | 'cursor' | 'vscode' | 'plain';

export interface Snippet {
  id: SnippetId;
  label: string;
  /** Where the text goes, when it is a file. */
  file: string | null;
  code: string;
}

export interface ConnectionTarget {
  /** The interface slug; becomes the server name in each client. */
  name: string;
  /** The absolute MCP URL, `https://host/mcp/{slug}`. */
  url: string;
  /** The access key just created or rotated; null shows the placeholder. */
  key: string | null;
}

/** Client config keys and CLI names: letters, digits, `_` and `-` only. */
export function serverName(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned || 'cartographer';
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function connectionSnippets(target: ConnectionTarget): Snippet[] {
  const name = serverName(target.name);
  const authorization = `Bearer ${target.key ?? keyPlaceholder}`;
  const header = `Authorization: ${authorization}`;
  return [
    {
      id: 'claude-desktop',
      label: 'Claude Desktop',
      file: 'claude_desktop_config.json',
      code: json({
        mcpServers: { [name]: { command: 'npx', args: ['mcp-remote', target.url, '--header', header] } },
      }),
    },
    {
      id: 'claude-code',
      label: 'Claude Code',
      file: null,
      code: `claude mcp add --transport http ${name} ${target.url} --header "${header}"`,
    },
    {
      id: 'cursor',
      label: 'Cursor',
      file: '.cursor/mcp.json',
      code: json({ mcpServers: { [name]: { url: target.url, headers: { Authorization: authorization } } } }),
    },
    {
      id: 'vscode',
      label: 'VS Code',
      file: '.vscode/mcp.json',
      code: json({
        servers: { [name]: { type: 'http', url: target.url, headers: { Authorization: authorization } } },
      }),
    },
    {
      id: 'plain',
      label: 'URL + header',
      file: null,
      code: `URL: ${target.url}\n${header}`,
    },
  ];
}
