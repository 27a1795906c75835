import type { Finding, JsonSchema } from '../catalog/model.ts';
import { componentSchemaRef, type SchemaObject } from '../catalog/schema-walk.ts';
import { attribute, child, children, documentation, localName, type XmlNode } from './xml-document.ts';

const integerTypes = new Set([
  'int',
  'integer',
  'long',
  'short',
  'byte',
  'unsignedInt',
  'unsignedLong',
  'unsignedShort',
  'unsignedByte',
  'positiveInteger',
  'nonNegativeInteger',
  'negativeInteger',
  'nonPositiveInteger',
]);
const numberTypes = new Set(['decimal', 'float', 'double']);
const formats: Record<string, string> = { date: 'date', dateTime: 'date-time', time: 'time', anyURI: 'uri' };

/** An XML Schema built-in type as JSON Schema, or undefined for a name that is not one. */
export function xsdBuiltIn(name: string | undefined): SchemaObject | undefined {
  if (name === undefined) return undefined;
  if (integerTypes.has(name)) return { type: 'integer' };
  if (numberTypes.has(name)) return { type: 'number' };
  if (name === 'boolean') return { type: 'boolean' };
  if (name === 'anyType' || name === 'anySimpleType') return {};
  if (name === 'base64Binary') return { type: 'string', contentEncoding: 'base64' };
  const format = formats[name];
  if (format) return { type: 'string', format };
  if (
    /^(string|normalizedString|token|language|Name|NCName|QName|ID|IDREF|NMTOKEN|hexBinary|duration|g\w+)$/.test(
      name,
    )
  ) {
    return { type: 'string' };
  }
  return undefined;
}

/**
 * The types and elements of XML Schemas (WSDL `types`, WADL `grammars`) as JSON Schema: named
 * types become `#/components/schemas/<name>` refs, built once; anonymous types are inlined.
 * Element references are inlined with a guard against elements that contain themselves.
 */
export class XsdSchemas {
  readonly schemas: Record<string, JsonSchema> = {};
  /** Elements and types referred to but not defined in the document's schemas. */
  readonly missing = new Set<string>();
  private readonly types = new Map<string, XmlNode>();
  private readonly elements = new Map<string, XmlNode>();
  private readonly pending: string[] = [];

  constructor(schemaNodes: XmlNode[]) {
    for (const schema of schemaNodes) {
      for (const type of [...children(schema, 'complexType'), ...children(schema, 'simpleType')]) {
        const name = attribute(type, 'name');
        if (name) this.types.set(name, type);
      }
      for (const element of children(schema, 'element')) {
        const name = attribute(element, 'name');
        if (name) this.elements.set(name, element);
      }
    }
  }

  /** A type named in an attribute (`xsd:string`, `tns:Order`). */
  typeRef(qualified: string | undefined): SchemaObject {
    const name = localName(qualified);
    if (name === undefined) return {};
    if (this.types.has(name)) {
      if (!Object.hasOwn(this.schemas, name)) {
        this.schemas[name] = {};
        this.pending.push(name);
      }
      return { $ref: componentSchemaRef(name) };
    }
    const builtIn = xsdBuiltIn(name);
    if (builtIn) return builtIn;
    this.missing.add(`type ${qualified}`);
    return { description: `XML type ${qualified}` };
  }

  /** A top-level element, by name (as referred to by message parts and representations). */
  element(qualified: string | undefined, trail: readonly string[] = []): SchemaObject {
    const name = localName(qualified);
    const node = name === undefined ? undefined : this.elements.get(name);
    if (!node || name === undefined) {
      this.missing.add(`element ${qualified ?? '?'}`);
      return { description: `XML element ${qualified ?? '?'}` };
    }
    if (trail.includes(name)) return { description: `XML element ${name} (contains itself)` };
    return this.elementType(node, [...trail, name]);
  }

  /** Unresolved-reference findings for what was missing, and refused ones for schemas imported from elsewhere. */
  findings(schemaNodes: XmlNode[], where: string): Finding[] {
    const findings: Finding[] = [...this.missing].map((what) => ({
      code: 'unresolved-ref',
      severity: 'error',
      message: `The XML ${what} is used but not defined in the document.`,
      where,
    }));
    for (const schema of schemaNodes) {
      for (const link of [...children(schema, 'import'), ...children(schema, 'include')]) {
        const location = attribute(link, 'schemaLocation');
        if (!location) continue;
        findings.push({
          code: 'external-ref-refused',
          severity: 'warning',
          message: `The schema at ${location} was not loaded; only what is inside the document is read.`,
          where,
        });
      }
    }
    return findings;
  }

  drain(): Record<string, JsonSchema> {
    for (let index = 0; index < this.pending.length; index++) {
      const name = this.pending[index]!;
      const node = this.types.get(name)!;
      this.schemas[name] = this.anonymousType(node, []);
    }
    this.pending.length = 0;
    return this.schemas;
  }

  private elementType(node: XmlNode, trail: readonly string[]): SchemaObject {
    const ref = attribute(node, 'ref');
    let schema: SchemaObject;
    if (ref) schema = this.element(ref, trail);
    else if (attribute(node, 'type')) schema = this.typeRef(attribute(node, 'type'));
    else {
      const inline = child(node, 'complexType') ?? child(node, 'simpleType');
      schema = inline ? this.anonymousType(inline, trail) : {};
    }
    const about = documentation(child(node, 'annotation'), 'documentation');
    if (about) schema = { ...schema, description: about };
    if (attribute(node, 'nillable') === 'true') schema = { anyOf: [schema, { type: 'null' }] };
    return schema;
  }

  private anonymousType(node: XmlNode, trail: readonly string[]): SchemaObject {
    const about = documentation(child(node, 'annotation'), 'documentation');
    const schema =
      child(node, 'restriction') || child(node, 'list') || child(node, 'union')
        ? this.simpleType(node)
        : this.complexType(node, trail);
    return about ? { ...schema, description: about } : schema;
  }

  private simpleType(node: XmlNode): SchemaObject {
    const restriction = child(node, 'restriction');
    if (restriction) {
      const base = this.typeRef(attribute(restriction, 'base'));
      const values = children(restriction, 'enumeration').map((value) => attribute(value, 'value') ?? '');
      return values.length > 0 ? { ...base, enum: values } : base;
    }
    const list = child(node, 'list');
    if (list) return { type: 'array', items: this.typeRef(attribute(list, 'itemType')) };
    return { type: 'string' };
  }

  /** Particles (sequence, all, choice) and attributes become properties; extensions an `allOf`. */
  private complexType(node: XmlNode, trail: readonly string[]): SchemaObject {
    const content = child(node, 'complexContent') ?? child(node, 'simpleContent');
    const extension = child(content, 'extension') ?? child(content, 'restriction');
    const body = extension ?? node;
    const properties: Record<string, SchemaObject> = {};
    const required: string[] = [];
    const add = (element: XmlNode, optional: boolean) => {
      const name = attribute(element, 'name') ?? localName(attribute(element, 'ref'));
      if (!name) return;
      const max = attribute(element, 'maxOccurs');
      const item = this.elementType(element, trail);
      properties[name] = max === 'unbounded' || Number(max) > 1 ? { type: 'array', items: item } : item;
      if (!optional && attribute(element, 'minOccurs') !== '0') required.push(name);
    };
    for (const kind of ['sequence', 'all', 'choice']) {
      for (const particle of children(body, kind)) {
        // Only one member of a choice is present, so none of them is required.
        for (const element of children(particle, 'element')) add(element, kind === 'choice');
        for (const choice of children(particle, 'choice')) {
          for (const element of children(choice, 'element')) add(element, true);
        }
      }
    }
    for (const attr of children(body, 'attribute')) {
      const name = attribute(attr, 'name');
      if (!name) continue;
      properties[name] = this.typeRef(attribute(attr, 'type'));
      if (attribute(attr, 'use') === 'required') required.push(name);
    }
    const own: SchemaObject = { type: 'object', properties, ...(required.length > 0 && { required }) };
    const base = extension && attribute(extension, 'base');
    if (!base) return own;
    if (child(node, 'simpleContent')) return this.typeRef(base);
    return { allOf: [this.typeRef(base), own] };
  }
}
