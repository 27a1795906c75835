import { importEndpointLines } from '../formats/endpoint-lines.ts';
import { importPostman } from '../formats/postman.ts';
import { importWadl } from '../formats/wadl.ts';
import { importWsdl } from '../formats/wsdl.ts';
import { importGraphqlIntrospection, importGraphqlSdl } from '../graphql/import-graphql.ts';
import { importOpenApi3 } from '../openapi/openapi3.ts';
import { importSwagger2 } from '../openapi/swagger2.ts';
import { sniffDocument } from './detect-format.ts';
import { analyseCatalog } from './findings.ts';
import { type ImportError, ImportFailure, type ImportOptions, type ImportResult } from './import-result.ts';
import type { Catalog } from './model.ts';
import { circularSchemaFindings } from './schema-cycles.ts';

export const defaultMaxBytes = 25 * 1024 * 1024;

/** UTF-8 length without encoding the text (TextEncoder is not part of the pure core's libraries). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

/** `30.0 MB`, `25 MB` (whole limits without decimals), or KB below a megabyte. */
function formatSize(bytes: number, whole: boolean): string {
  const megabyte = 1024 * 1024;
  const [amount, unit] = bytes >= megabyte ? [bytes / megabyte, 'MB'] : [bytes / 1024, 'KB'];
  return `${whole && Number.isInteger(amount) ? amount : amount.toFixed(1)} ${unit}`;
}

function sizeError(text: string, maxBytes: number): ImportError | undefined {
  // Every UTF-16 unit is 1 to 3 bytes: only count exactly when the answer is in doubt.
  const bytes = text.length > maxBytes ? text.length : text.length * 3 > maxBytes ? utf8Length(text) : 0;
  if (bytes <= maxBytes) return undefined;
  return {
    code: 'file-too-large',
    message: `The file is ${formatSize(bytes, false)}; the limit is ${formatSize(maxBytes, true)}.`,
  };
}

function titleFrom(fileName: string | undefined): string {
  const base = fileName
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/\.[^.]+$/, '')
    .trim();
  return base || 'Untitled API';
}

function convert(text: string, options: ImportOptions): Catalog | ImportError {
  const sniffed = sniffDocument(text, options.fileName);
  if (!sniffed.ok) return sniffed.error;
  const title = titleFrom(options.fileName);
  const value = sniffed.value as Record<string, unknown>;
  switch (sniffed.format) {
    case 'openapi-3.0':
    case 'openapi-3.1':
      return importOpenApi3(value, sniffed.format, title);
    case 'swagger-2.0':
      return importSwagger2(value, title);
    case 'postman-2.0':
    case 'postman-2.1':
      return importPostman(value, sniffed.format, title);
    case 'graphql-sdl':
      return importGraphqlSdl(sniffed.text, title);
    case 'graphql-introspection':
      return importGraphqlIntrospection(value, title);
    case 'wsdl-1.1':
      return importWsdl(sniffed.text, title);
    case 'wadl':
      return importWadl(sniffed.text, title);
    case 'markdown':
    case 'text':
      return importEndpointLines(sniffed.text, sniffed.format, title);
  }
}

/**
 * Turns the text of an API description (OpenAPI 2.0/3.0/3.1, Postman, GraphQL, WSDL/WADL, Markdown
 * or plain text) into a normalised catalogue with its findings. Never throws: a document that cannot
 * be imported gives `{ ok: false, error }` with a sentence the user can act on.
 */
export function importDocument(text: string, options: ImportOptions = {}): ImportResult {
  try {
    const body = typeof text === 'string' ? (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) : '';
    const tooLarge = sizeError(body, options.maxBytes ?? defaultMaxBytes);
    if (tooLarge) return { ok: false, error: tooLarge };
    if (body.trim() === '')
      return { ok: false, error: { code: 'empty-file', message: 'The file is empty.' } };
    const result = convert(body, options);
    if (!('operations' in result)) return { ok: false, error: result };
    const findings = analyseCatalog({
      ...result,
      findings: [...result.findings, ...circularSchemaFindings(result.schemas)],
    });
    return { ok: true, catalog: { ...result, findings } };
  } catch (error) {
    if (error instanceof ImportFailure)
      return { ok: false, error: { code: error.code, message: error.message } };
    if (error instanceof RangeError) {
      return {
        ok: false,
        error: {
          code: 'too-deeply-nested',
          message: 'The document is nested too deeply to read; it was refused.',
        },
      };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: { code: 'import-failed', message: `The document could not be imported: ${reason}` },
    };
  }
}
