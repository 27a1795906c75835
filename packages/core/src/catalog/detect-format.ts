import { hasEndpointLines } from '../formats/endpoint-lines.ts';
import { htmlToText, xmlRootName } from '../formats/xml-document.ts';
import { looksLikeGraphqlSdl } from '../graphql/sdl-detection.ts';
import { type ImportError, unknownFormatMessage } from './import-result.ts';
import type { SourceFormat } from './model.ts';
import { parseJson, parseYaml } from './parse-structured.ts';
import { isRecord } from './schema-walk.ts';

/** What the importer works from: the format, plus the parsed value for JSON and YAML formats. */
export type Sniffed =
  | { ok: true; format: SourceFormat; value?: unknown; text: string }
  | { ok: false; error: ImportError };

const supportedVersions = 'Cartographer reads OpenAPI 3.0 and 3.1 and Swagger 2.0.';

function unsupported(message: string): Sniffed {
  return { ok: false, error: { code: 'unsupported-version', message } };
}

function extension(fileName: string | undefined): string {
  const match = fileName ? /\.([A-Za-z0-9]+)$/.exec(fileName.trim()) : null;
  return match ? match[1]!.toLowerCase() : '';
}

/** The format of a parsed JSON/YAML value, an error for a known format in an unsupported version, or undefined. */
function classify(value: unknown, text: string): Sniffed | undefined {
  if (!isRecord(value)) return undefined;
  if (value.openapi !== undefined) {
    // Unquoted in YAML, `openapi: 3.0` reads as the number 3.
    const version =
      typeof value.openapi === 'number' && Number.isInteger(value.openapi)
        ? `${value.openapi}.0`
        : String(value.openapi);
    if (/^3\.0(\.|$)/.test(version)) return { ok: true, format: 'openapi-3.0', value, text };
    if (/^3\.[1-9]/.test(version)) return { ok: true, format: 'openapi-3.1', value, text };
    return unsupported(`OpenAPI version ${version} is not supported. ${supportedVersions}`);
  }
  if (value.swagger !== undefined) {
    if (String(value.swagger).startsWith('2')) return { ok: true, format: 'swagger-2.0', value, text };
    return unsupported(`Swagger version ${String(value.swagger)} is not supported. ${supportedVersions}`);
  }
  if (isRecord(value.info) && Array.isArray(value.item)) {
    const schema = typeof value.info.schema === 'string' ? value.info.schema : '';
    return { ok: true, format: /v2\.0\.\d/.test(schema) ? 'postman-2.0' : 'postman-2.1', value, text };
  }
  if (Array.isArray(value.requests) && (Array.isArray(value.order) || Array.isArray(value.folders))) {
    return unsupported(
      'This is a Postman collection in the old v1 format. Export it again from Postman as Collection v2.1 and upload that file.',
    );
  }
  if (isRecord(value.__schema) || (isRecord(value.data) && isRecord(value.data.__schema))) {
    return { ok: true, format: 'graphql-introspection', value, text };
  }
  return undefined;
}

function textFormat(text: string, ext: string): SourceFormat {
  if (ext === 'md' || ext === 'markdown') return 'markdown';
  if (ext === 'txt') return 'text';
  return /^#{1,6}\s|^```|^\|.*\|\s*$/m.test(text) ? 'markdown' : 'text';
}

function sniffXml(text: string): Sniffed {
  const root = xmlRootName(text);
  if (root === 'definitions') return { ok: true, format: 'wsdl-1.1', text };
  if (root === 'application') return { ok: true, format: 'wadl', text };
  if (root === 'description' && /http:\/\/www\.w3\.org\/ns\/wsdl/.test(text)) {
    return unsupported(
      'This is a WSDL 2.0 description; Cartographer reads WSDL 1.1. Export the service as WSDL 1.1 and upload that.',
    );
  }
  if (root === 'html') {
    const pageText = htmlToText(text);
    if (hasEndpointLines(pageText)) return { ok: true, format: 'text', text: pageText };
    return {
      ok: false,
      error: {
        code: 'unknown-format',
        message:
          'This is a web page, not an API description, and it lists no endpoints. Use the address of the OpenAPI, Swagger or GraphQL document instead.',
      },
    };
  }
  return {
    ok: false,
    error: {
      code: 'unknown-format',
      message: `This XML file is neither a WSDL 1.1 nor a WADL description (its root element is <${root ?? '?'}>).`,
    },
  };
}

/** Whether the text starts like a YAML mapping (`key: value`) or document marker. */
function looksLikeYaml(text: string): boolean {
  for (const line of text.split('\n', 50)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    return /^(---|%YAML|["']?[\w$.-]+["']?\s*:(\s|$))/.test(trimmed);
  }
  return false;
}

/** Finds the format of a document, parsing JSON and YAML (the parse is reused by the importer). */
export function sniffDocument(text: string, fileName?: string): Sniffed {
  const ext = extension(fileName);
  const start = text.search(/\S/);
  const first = start < 0 ? '' : text[start];
  if (first === '<') return sniffXml(text);
  if (first === '{' || first === '[') {
    const parsed = parseJson(text);
    if (!parsed.ok) return parsed;
    return (
      classify(parsed.value, text) ?? {
        ok: false,
        error: { code: 'unknown-format', message: unknownFormatMessage },
      }
    );
  }
  if (ext === 'graphql' || ext === 'gql' || ext === 'graphqls' || looksLikeGraphqlSdl(text)) {
    return { ok: true, format: 'graphql-sdl', text };
  }
  const yamlFile = ext === 'yaml' || ext === 'yml';
  const apiKey = /^\s*["']?(openapi|swagger)["']?\s*:/m.test(text);
  if (yamlFile || apiKey || (ext !== 'md' && ext !== 'markdown' && looksLikeYaml(text))) {
    const parsed = parseYaml(text);
    if (parsed.ok) {
      const sniffed = classify(parsed.value, text);
      if (sniffed) return sniffed;
    } else if (yamlFile || !hasEndpointLines(text)) {
      // Text with endpoint lines that merely quotes some YAML is read as Markdown or text instead.
      return parsed;
    }
  }
  if (hasEndpointLines(text)) return { ok: true, format: textFormat(text, ext), text };
  return { ok: false, error: { code: 'unknown-format', message: unknownFormatMessage } };
}

/** The format of an API description, or null when it is none Cartographer reads. */
export function detectFormat(text: string, fileName?: string): SourceFormat | null {
  const sniffed = sniffDocument(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, fileName);
  return sniffed.ok ? sniffed.format : null;
}
