import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportFailure } from '../catalog/import-result.ts';
import { isRecord } from '../catalog/schema-walk.ts';

/** A parsed element: attributes as `@_name`, children as arrays by local name, text as `#text`. */
export type XmlNode = Record<string, unknown>;

/** The local name of the document's root element (prolog, comments and doctype skipped). */
export function xmlRootName(text: string): string | undefined {
  const head = text.slice(0, 20_000);
  if (/<!DOCTYPE\s+html/i.test(head)) return 'html';
  const body = head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '');
  const name = /<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(body)?.[1];
  return name?.toLowerCase() === 'html' ? 'html' : name;
}

/** The visible text of an HTML page, one line per block, for endpoint lines such as `GET /products`. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/h[1-6]|\/pre|\/code)[^>]*>/gi, '\n')
    .replace(/<h([1-6])[^>]*>/gi, (_, level: string) => `\n${'#'.repeat(Number(level))} `)
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/** Parses WSDL or WADL, refusing malformed XML (with the line) and entity declarations. */
export function parseXml(text: string): XmlNode {
  if (/<!ENTITY/i.test(text)) {
    throw new ImportFailure(
      'invalid-xml',
      'This XML file declares entities (<!ENTITY>), which can expand without bound; API descriptions do not need them, so it was refused.',
    );
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const reason = valid.err.msg.replace(/\.$/, '');
    throw new ImportFailure('invalid-xml', `This file is not valid XML: ${reason} (line ${valid.err.line}).`);
  }
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\.$/, '') : String(error);
    throw new ImportFailure('invalid-xml', `This XML file could not be read: ${reason}.`);
  }
  return isRecord(parsed) ? parsed : {};
}

/** Child elements of `node` named `name` (namespace prefixes removed). */
export function children(node: unknown, name: string): XmlNode[] {
  if (!isRecord(node)) return [];
  const value = node[name];
  if (!Array.isArray(value)) return [];
  return value.map((item) => (isRecord(item) ? item : { '#text': String(item ?? '') }));
}

export function child(node: unknown, name: string): XmlNode | undefined {
  return children(node, name)[0];
}

export function attribute(node: unknown, name: string): string | undefined {
  if (!isRecord(node)) return undefined;
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** The text of an element and its descendants (documentation may hold markup). */
export function textContent(node: unknown): string {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(textContent).join(' ');
  if (!isRecord(node)) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(node)) if (!key.startsWith('@_')) parts.push(textContent(value));
  return parts.filter(Boolean).join(' ');
}

/** The text of the `doc`/`documentation` children of `node`, or undefined when there is none. */
export function documentation(node: unknown, name: 'doc' | 'documentation'): string | undefined {
  const text = children(node, name)
    .map(textContent)
    .join('\n')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return text === '' ? undefined : text;
}

/** `tns:Price` → `Price`. */
export function localName(qualified: string | undefined): string | undefined {
  return qualified?.split(':').pop();
}
