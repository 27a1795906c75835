import type { ErrorBody } from '../errors.ts';

/** Reusable error answers (`#/components/responses/{name}`), each with real examples of its codes. */

const example = (
  code: ErrorBody['error']['code'],
  message: string,
  details?: ErrorBody['error']['details'],
) => ({
  value: { error: details ? { code, message, details } : { code, message } },
});

const errorResponse = (description: string, examples: Record<string, { value: unknown }>) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, examples } },
});

export const errorResponseNames = {
  400: 'BadRequest',
  401: 'Unauthorized',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  422: 'UnprocessableEntity',
} as const;

export type DocumentedErrorStatus = keyof typeof errorResponseNames;

export const errorResponses = {
  BadRequest: errorResponse('The body is not valid JSON (INVALID_JSON).', {
    invalidJson: example('INVALID_JSON', 'The request body is not valid JSON'),
  }),
  Unauthorized: errorResponse('The X-API-Key header is missing or wrong (UNAUTHORIZED).', {
    missingKey: example('UNAUTHORIZED', 'Missing or invalid API key: send it in the X-API-Key header'),
  }),
  NotFound: errorResponse('A resource named in the path or body does not exist (NOT_FOUND).', {
    notFound: example('NOT_FOUND', 'Product prod_999 was not found'),
  }),
  Conflict: errorResponse(
    'The request clashes with the current state: not enough stock (INSUFFICIENT_STOCK), a checked-out cart ' +
      '(CART_NOT_OPEN), a status change that is not allowed (INVALID_STATUS_TRANSITION) or a duplicate (CONFLICT).',
    {
      insufficientStock: example('INSUFFICIENT_STOCK', 'Only 5 of CDL in stock', [
        { variantId: 'var_012_1', sku: 'CDL', requested: 6, available: 5 },
      ]),
      cartNotOpen: example('CART_NOT_OPEN', 'Cart cart_0001 was already checked out as order ord_0002'),
      invalidTransition: example(
        'INVALID_STATUS_TRANSITION',
        'Order ord_0001 is delivered and cannot become paid',
      ),
      duplicate: example('CONFLICT', 'A customer with email ada@example.com already exists'),
    },
  ),
  PayloadTooLarge: errorResponse('The body is larger than 1 MiB (PAYLOAD_TOO_LARGE).', {
    tooLarge: example('PAYLOAD_TOO_LARGE', 'The request body is larger than 1048576 bytes'),
  }),
  UnprocessableEntity: errorResponse(
    'Well-formed JSON that breaks a rule: field validation (VALIDATION_ERROR, INVALID_QUANTITY) or a coupon ' +
      'that cannot be used (COUPON_EXPIRED, COUPON_MIN_ORDER_NOT_MET), or an empty cart (CART_EMPTY).',
    {
      invalidQuantity: example('INVALID_QUANTITY', 'Invalid quantity value', [
        { field: 'quantity', message: 'Too small: expected number to be >=1' },
      ]),
      validation: example('VALIDATION_ERROR', 'The request has invalid fields', [
        { field: 'email', message: 'Invalid email address' },
      ]),
      couponExpired: example('COUPON_EXPIRED', 'Coupon SUMMER23 expired on 2023-09-30T23:59:59.000Z'),
    },
  ),
};
