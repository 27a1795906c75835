import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Stable error codes the API answers with, mapped to HTTP statuses in one place. */
const statusByCode = {
  VALIDATION_ERROR: 422,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TWO_FACTOR_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UPSTREAM_ERROR: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof statusByCode;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return statusByCode[this.code];
  }
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

interface Logger {
  error(message: string, details?: Record<string, unknown>): void;
}

/** Hono onError: every failure becomes `{ error: { code, message } }`; stacks stay in the log. */
export function handleError(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      return c.json(errorBody(err.code, err.message, err.fields), err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const code =
        status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 401
            ? 'UNAUTHENTICATED'
            : status === 403
              ? 'FORBIDDEN'
              : 'BAD_REQUEST';
      const message =
        status === 413
          ? 'The request body is too large.'
          : status === 403
            ? 'This request was refused: its origin is not allowed.'
            : err.message || 'The request could not be processed.';
      return c.json(errorBody(code, message), status as ContentfulStatusCode);
    }
    logger.error('unhandled error', {
      path: c.req.path,
      method: c.req.method,
      error: err.message,
      stack: err.stack,
    });
    return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
  };
}
