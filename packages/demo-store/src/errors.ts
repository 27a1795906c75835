/** Stable error codes of the demo store, mapped to HTTP statuses in one place. */
export const statusByErrorCode = {
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  INSUFFICIENT_STOCK: 409,
  CART_NOT_OPEN: 409,
  INVALID_STATUS_TRANSITION: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_ERROR: 422,
  INVALID_QUANTITY: 422,
  COUPON_EXPIRED: 422,
  COUPON_MIN_ORDER_NOT_MET: 422,
  CART_EMPTY: 422,
  INTERNAL_ERROR: 500,
} as const;

export type StoreErrorCode = keyof typeof statusByErrorCode;
type StoreErrorStatus = (typeof statusByErrorCode)[StoreErrorCode];

/** One entry of `error.details`: a field that failed validation or a line that lacks stock. */
export interface ErrorDetail {
  field?: string;
  message?: string;
  variantId?: string;
  sku?: string;
  requested?: number;
  available?: number;
}

export interface ErrorBody {
  error: { code: StoreErrorCode; message: string; details?: ErrorDetail[] };
}

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'StoreError';
  }

  get status(): StoreErrorStatus {
    return statusByErrorCode[this.code];
  }

  toBody(): ErrorBody {
    const error: ErrorBody['error'] = { code: this.code, message: this.message };
    if (this.details) error.details = this.details;
    return { error };
  }
}

export function notFound(resource: string, id: string): StoreError {
  return new StoreError('NOT_FOUND', `${resource} ${id} was not found`);
}

export const invalidQuantityMessage = 'Invalid quantity value';

export const validationErrorMessage = 'The request has invalid fields';
