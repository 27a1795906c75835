import type { Catalog } from './model.ts';

/** Stable codes for documents that cannot be imported; the message is the sentence the user sees. */
export type ImportErrorCode =
  | 'empty-file'
  | 'file-too-large'
  | 'invalid-json'
  | 'invalid-yaml'
  | 'invalid-xml'
  | 'invalid-graphql'
  | 'yaml-alias-limit'
  | 'too-deeply-nested'
  | 'unsupported-version'
  | 'unknown-format'
  | 'import-failed';

export interface ImportError {
  code: ImportErrorCode;
  message: string;
}

export type ImportResult = { ok: true; catalog: Catalog } | { ok: false; error: ImportError };

export interface ImportOptions {
  /** Used to tell formats apart (`.graphql`, `.md`, ...) and as a title of last resort. */
  fileName?: string;
  /** Largest document accepted, in bytes of UTF-8. Default 25 MB. */
  maxBytes?: number;
}

/** Thrown inside importers for a document that cannot be imported; `importDocument` turns it into a result. */
export class ImportFailure extends Error {
  constructor(
    readonly code: ImportErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const unknownFormatMessage =
  'This does not look like an API description: no OpenAPI, Swagger, Postman, GraphQL, WSDL/WADL or endpoint lines were found.';
