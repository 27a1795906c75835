import type { z } from 'zod';
import { type ErrorDetail, invalidQuantityMessage, StoreError, validationErrorMessage } from '../errors.ts';

/** Turning raw request input into validated values, or into the store's 400/413/422 errors. */

export const maxBodyBytes = 1024 * 1024;

export async function readJsonBody(request: Request, optional: boolean): Promise<unknown> {
  const declaredLength = Number(request.headers.get('content-length') ?? 0);
  if (declaredLength > maxBodyBytes) throw payloadTooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text, 'utf8') > maxBodyBytes) throw payloadTooLarge();
  if (text.trim() === '') {
    if (optional) return {};
    throw new StoreError('INVALID_JSON', 'The request body is empty; send a JSON object');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new StoreError('INVALID_JSON', 'The request body is not valid JSON');
  }
}

function payloadTooLarge(): StoreError {
  return new StoreError('PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBodyBytes} bytes`);
}

function fieldPath(path: PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function detailsOf(issues: z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: fieldPath([...issue.path, key]), message: 'Unknown field' }));
    }
    const field = fieldPath(issue.path);
    return [field ? { field, message: issue.message } : { message: issue.message }];
  });
}

/** Any bad `quantity` is reported as INVALID_QUANTITY, the code clients of a store look for. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = detailsOf(result.error.issues);
  const quantityIssue = result.error.issues.some((issue) => issue.path.at(-1) === 'quantity');
  if (quantityIssue) throw new StoreError('INVALID_QUANTITY', invalidQuantityMessage, details);
  throw new StoreError('VALIDATION_ERROR', validationErrorMessage, details);
}
