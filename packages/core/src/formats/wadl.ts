import type {
  Catalog,
  CatalogOperation,
  CatalogParameter,
  CatalogRequestBody,
  CatalogResponse,
  Finding,
  JsonSchema,
  ParameterLocation,
} from '../catalog/model.ts';
import { attribute, child, children, documentation, parseXml, type XmlNode } from './xml-document.ts';
import { XsdSchemas, xsdBuiltIn } from './xsd-schema.ts';

const styles: Record<string, ParameterLocation> = { template: 'path', query: 'query', header: 'header' };

function joinPath(base: string, path: string | undefined): string {
  if (!path) return base;
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return joined.startsWith('/') ? joined : `/${joined}`;
}

/** WADL writes defaults as text; the schema wants them in the parameter's type. */
function typedDefault(value: string, schema: JsonSchema): unknown {
  const type = typeof schema === 'object' ? schema.type : undefined;
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

class WadlReader {
  readonly operations: CatalogOperation[] = [];
  private readonly methodsById = new Map<string, XmlNode>();
  private readonly resourceTypes = new Map<string, XmlNode>();

  constructor(
    application: XmlNode,
    readonly xsd: XsdSchemas,
  ) {
    for (const method of children(application, 'method')) {
      const id = attribute(method, 'id');
      if (id) this.methodsById.set(id, method);
    }
    for (const type of children(application, 'resource_type')) {
      const id = attribute(type, 'id');
      if (id) this.resourceTypes.set(id, type);
    }
  }

  parameter(node: XmlNode): CatalogParameter | undefined {
    const name = attribute(node, 'name');
    const location = styles[attribute(node, 'style') ?? ''];
    if (!name || !location) return undefined;
    let schema: JsonSchema = xsdBuiltIn(attribute(node, 'type')?.split(':').pop()) ?? { type: 'string' };
    const options = children(node, 'option').map((option) => attribute(option, 'value') ?? '');
    if (options.length > 0) schema = { ...schema, enum: options };
    const fallback = attribute(node, 'default');
    if (fallback !== undefined) schema = { ...schema, default: typedDefault(fallback, schema) };
    if (attribute(node, 'repeating') === 'true') schema = { type: 'array', items: schema };
    const description = documentation(node, 'doc');
    return {
      name,
      in: location,
      required: location === 'path' || attribute(node, 'required') === 'true',
      ...(description && { description }),
      schema,
    };
  }

  /** A representation's schema: its XSD element when the grammars define it, else its form parameters. */
  representation(node: XmlNode | undefined): { contentType: string; schema?: JsonSchema } | undefined {
    if (!node) return undefined;
    const contentType = attribute(node, 'mediaType') ?? 'application/xml';
    const element = attribute(node, 'element');
    if (element) return { contentType, schema: this.xsd.element(element) };
    const fields = children(node, 'param').flatMap((param) => {
      const name = attribute(param, 'name');
      return name
        ? [[name, xsdBuiltIn(attribute(param, 'type')?.split(':').pop()) ?? { type: 'string' }] as const]
        : [];
    });
    return fields.length > 0
      ? { contentType, schema: { type: 'object', properties: Object.fromEntries(fields) } }
      : { contentType };
  }

  method(raw: XmlNode, path: string, inherited: CatalogParameter[]): void {
    const href = attribute(raw, 'href');
    const method = href ? (this.methodsById.get(href.replace(/^.*#/, '')) ?? raw) : raw;
    const verb = (attribute(method, 'name') ?? 'GET').toUpperCase();
    const request = child(method, 'request');
    const parameters = new Map(
      inherited.map((parameter) => [`${parameter.in} ${parameter.name}`, parameter]),
    );
    for (const node of children(request, 'param')) {
      const parameter = this.parameter(node);
      if (parameter) parameters.set(`${parameter.in} ${parameter.name}`, parameter);
    }
    const body = this.representation(child(request, 'representation'));
    const requestBody: CatalogRequestBody | undefined = body && {
      required: true,
      contentType: body.contentType,
      schema: body.schema ?? {},
    };
    const responses: CatalogResponse[] = children(method, 'response').flatMap((response) => {
      const represented = this.representation(child(response, 'representation'));
      const description = documentation(response, 'doc');
      return (attribute(response, 'status') ?? '200').split(/\s+/).map((status) => ({
        status,
        ...(description && { description }),
        ...(represented && { contentType: represented.contentType }),
        ...(represented?.schema && { schema: represented.schema }),
      }));
    });
    const id = attribute(method, 'id');
    const doc = child(method, 'doc');
    const summary = attribute(doc, 'title');
    const description = documentation(method, 'doc');
    const base = `${verb} ${path}`;
    let key = base;
    for (let counter = 2; this.operations.some((operation) => operation.key === key); counter++)
      key = `${base} #${counter}`;
    this.operations.push({
      key,
      kind: 'http',
      method: verb,
      path,
      ...(id && { operationId: id }),
      ...(summary && { summary }),
      ...(description && { description }),
      tags: [],
      parameters: [...parameters.values()],
      ...(requestBody && { requestBody }),
      responses,
      security: [],
      deprecated: false,
      location: `resource ${path}, method ${verb}`,
    });
  }

  /** A resource, its resource types' methods and its nested resources; template parameters flow down. */
  resource(node: XmlNode, parentPath: string, inherited: CatalogParameter[]): void {
    const path = joinPath(parentPath, attribute(node, 'path'));
    const types = (attribute(node, 'type') ?? '').split(/\s+/).flatMap((ref) => {
      const type = this.resourceTypes.get(ref.replace(/^.*#/, ''));
      return type ? [type] : [];
    });
    const parts = [node, ...types];
    const own = parts
      .flatMap((part) => children(part, 'param'))
      .flatMap((param) => this.parameter(param) ?? []);
    // Template parameters hold for nested resources too; query and header ones for this resource's methods.
    const forMethods = [...inherited, ...own];
    const forChildren = [...inherited, ...own.filter((parameter) => parameter.in === 'path')];
    for (const match of path.matchAll(/\{([^{}]+)\}/g)) {
      const name = match[1]!;
      if (!forMethods.some((parameter) => parameter.in === 'path' && parameter.name === name)) {
        const implied: CatalogParameter = { name, in: 'path', required: true, schema: { type: 'string' } };
        forMethods.push(implied);
        forChildren.push(implied);
      }
    }
    for (const part of parts)
      for (const method of children(part, 'method')) this.method(method, path, forMethods);
    for (const part of parts)
      for (const nested of children(part, 'resource')) this.resource(nested, path, forChildren);
  }
}

/** A WADL description: every method of every resource (nested paths joined) becomes an HTTP operation. */
export function importWadl(text: string, fallbackTitle: string): Catalog {
  const root = parseXml(text);
  const application = child(root, 'application') ?? {};
  const grammars = child(application, 'grammars');
  const schemaNodes = children(grammars, 'schema');
  const xsd = new XsdSchemas(schemaNodes);
  const reader = new WadlReader(application, xsd);
  const servers: string[] = [];
  for (const resources of children(application, 'resources')) {
    const base = attribute(resources, 'base');
    if (base) servers.push(base);
    for (const resource of children(resources, 'resource')) reader.resource(resource, '', []);
  }
  const doc = child(application, 'doc');
  const about = documentation(application, 'doc');
  return {
    format: 'wadl',
    title: attribute(doc, 'title') ?? fallbackTitle,
    ...(about && { description: about }),
    servers,
    securitySchemes: {},
    operations: reader.operations,
    schemas: xsd.drain(),
    findings: [
      ...xsd.findings(schemaNodes, 'grammars'),
      ...children(grammars, 'include').map(
        (link): Finding => ({
          code: 'external-ref-refused',
          severity: 'warning',
          message: `The grammar at ${attribute(link, 'href') ?? '?'} was not loaded; only what is inside the document is read.`,
          where: 'grammars',
        }),
      ),
    ],
  };
}
