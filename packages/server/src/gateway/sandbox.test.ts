import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransformError, TransformSandbox } from './sandbox.ts';

let sandbox: TransformSandbox;

beforeAll(async () => {
  sandbox = await TransformSandbox.create({ timeoutMs: 100, memoryBytes: 8 * 1024 * 1024 });
});

afterAll(() => sandbox.dispose());

function failure(code: string, data: unknown = {}): TransformError {
  try {
    sandbox.run(code, data, {});
  } catch (error) {
    if (error instanceof TransformError) return error;
    throw error;
  }
  throw new Error('expected the transformation to fail');
}

describe('TransformSandbox', () => {
  it('runs (data, ctx) => result on JSON values', () => {
    const code =
      '(data, ctx) => ({ total: data.items.reduce((sum, item) => sum + item.price, 0), tool: ctx.tool })';
    expect(sandbox.run(code, { items: [{ price: 2 }, { price: 3.5 }] }, { tool: 'cart' })).toEqual({
      total: 5.5,
      tool: 'cart',
    });
    expect(sandbox.run('() => undefined', {}, {})).toBeNull();
    expect(sandbox.run('(d) => d.length', 'abc', {})).toBe(3);
  });

  it('gives every call a fresh context: nothing set by one call is seen by the next', () => {
    const code =
      '(data) => { const seen = globalThis.previous ?? null; globalThis.previous = data.id; return seen; }';
    expect(sandbox.run(code, { id: 'first' }, {})).toBeNull();
    expect(sandbox.run(code, { id: 'second' }, {})).toBeNull();
  });

  it('has no access to the host: no require, process, fetch or timers', () => {
    expect(
      sandbox.run('() => [typeof require, typeof process, typeof fetch, typeof setTimeout]', {}, {}),
    ).toEqual(['undefined', 'undefined', 'undefined', 'undefined']);
  });

  it('reports errors with the line of the transformation code', () => {
    const error = failure('(data) => {\n  const a = 1;\n  throw new Error("no stock for " + data.sku);\n}', {
      sku: 'A1',
    });
    expect(error.message).toBe('Error: no stock for A1 (line 3)');
    expect(error.line).toBe(3);
    expect(failure('(data) => {\n  return data.;\n}').message).toMatch(/^SyntaxError: .* \(line 2\)$/);
    expect(failure('42').message).toBe(
      'TypeError: The transformation must be a function (data, ctx) => result',
    );
    expect(failure('async (d) => d').message).toBe(
      'TypeError: The transformation must return a value, not a Promise',
    );
  });

  it('stops code that runs too long or allocates too much, and keeps working after', async () => {
    expect(failure('() => { for (;;) {} }').message).toBe('took longer than 100 ms');
    const roomy = await TransformSandbox.create({ timeoutMs: 10_000, memoryBytes: 8 * 1024 * 1024 });
    expect(() =>
      roomy.run('() => { const a = []; for (;;) a.push(new Array(10000).fill(1)); }', null, {}),
    ).toThrow('used more than 8 MB of memory');
    roomy.dispose();
    expect(sandbox.run('(d) => d + 1', 1, {})).toBe(2);
    // Long enough to pass interrupt checks: the memory of the stopped calls was given back.
    const sum = '() => { let s = 0; for (let i = 0; i < 200000; i++) s += i % 7; return s; }';
    expect(sandbox.run(sum, null, {})).toBe(599994);
  });
});
