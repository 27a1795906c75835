import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';

const demoKey = process.env.E2E_DEMO_KEY ?? '';

describe('the demo store MCP server a newcomer connects to', () => {
  it('was published at first start with a working key', async () => {
    expect(demoKey).toMatch(/^ctg_/);
    const client = new Client({ name: 'e2e-client', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp/demo-store`), {
        requestInit: { headers: { authorization: `Bearer ${demoKey}` } },
      }),
    );
    const { tools } = await client.listTools();
    expect(tools.length).toBe(9);
    const listProducts = tools.find((tool) => tool.name === 'listProducts');
    expect(listProducts?.annotations?.readOnlyHint).toBe(true);
    const result = await client.callTool({ name: 'listProducts', arguments: { limit: 2 } });
    expect(result.isError).toBeFalsy();
    expect(JSON.stringify(result.content)).toContain('prod_');
    await client.close();
  });
});
