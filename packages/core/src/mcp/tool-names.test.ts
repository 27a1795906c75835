import { describe, expect, it } from 'vitest';
import { nameFromMethodAndPath, sanitizeToolName, shortenToolName, uniqueToolName } from './tool-names.ts';

describe('tool names', () => {
  it('derives a name from method and path', () => {
    expect(nameFromMethodAndPath('GET', '/products/{id}/variants')).toBe('get_products_by_id_variants');
    expect(nameFromMethodAndPath('DELETE', '/v3/carts/{cart.id}')).toBe('delete_v3_carts_by_cart_id');
  });

  it('keeps only characters clients accept', () => {
    expect(sanitizeToolName('Orders: list (all)')).toBe('Orders_list_all');
    expect(sanitizeToolName('***')).toBe('tool');
  });

  it('shortens long names with a stable hash and keeps short ones', () => {
    const long = 'a'.repeat(100);
    expect(shortenToolName('short')).toBe('short');
    const short = shortenToolName(long);
    expect(short).toHaveLength(64);
    expect(short).toBe(shortenToolName(long));
    expect(shortenToolName(`${long}b`)).not.toBe(short);
  });

  it('suffixes taken names within the limit', () => {
    expect(uniqueToolName('get', new Set(['get', 'get_2']))).toBe('get_3');
    const full = 'x'.repeat(64);
    expect(uniqueToolName(full, new Set([full]))).toBe(`${'x'.repeat(62)}_2`);
  });
});
