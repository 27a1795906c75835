import { describe, expect, it } from 'vitest';
import { connectionSnippets, keyPlaceholder, serverName } from './snippets.ts';

const url = 'https://carto.example/mcp/demo-store';

const byId = (key: string | null) =>
  Object.fromEntries(connectionSnippets({ name: 'demo-store', url, key }).map((s) => [s.id, s]));

describe('connectionSnippets', () => {
  it('fills the key into every client configuration', () => {
    const snippets = byId('ctg_abc123');
    expect(JSON.parse(snippets['claude-desktop']!.code)).toEqual({
      mcpServers: {
        'demo-store': {
          command: 'npx',
          args: ['mcp-remote', url, '--header', 'Authorization: Bearer ctg_abc123'],
        },
      },
    });
    expect(snippets['claude-code']!.code).toBe(
      `claude mcp add --transport http demo-store ${url} --header "Authorization: Bearer ctg_abc123"`,
    );
    expect(JSON.parse(snippets.cursor!.code)).toEqual({
      mcpServers: { 'demo-store': { url, headers: { Authorization: 'Bearer ctg_abc123' } } },
    });
    expect(JSON.parse(snippets.vscode!.code)).toEqual({
      servers: { 'demo-store': { type: 'http', url, headers: { Authorization: 'Bearer ctg_abc123' } } },
    });
    expect(snippets.plain!.code).toBe(`URL: ${url}\nAuthorization: Bearer ctg_abc123`);
  });

  it('shows the placeholder when no key was just created', () => {
    for (const snippet of connectionSnippets({ name: 'demo-store', url, key: null })) {
      expect(snippet.code).toContain(`Bearer ${keyPlaceholder}`);
    }
  });

  it('names the files each client reads', () => {
    const snippets = byId(null);
    expect(snippets['claude-desktop']!.file).toBe('claude_desktop_config.json');
    expect(snippets.cursor!.file).toBe('.cursor/mcp.json');
    expect(snippets.vscode!.file).toBe('.vscode/mcp.json');
  });
});

describe('serverName', () => {
  it('keeps slugs and cleans anything a client would reject', () => {
    expect(serverName('demo-store')).toBe('demo-store');
    expect(serverName('My Shop / EU')).toBe('my-shop-eu');
    expect(serverName('***')).toBe('cartographer');
  });
});
