import type { Catalog, CatalogOperation, CatalogResponse, Finding, JsonSchema } from '../catalog/model.ts';
import {
  attribute,
  child,
  children,
  documentation,
  localName,
  parseXml,
  type XmlNode,
} from './xml-document.ts';
import { XsdSchemas } from './xsd-schema.ts';

/** A message's parts as one object: each part is an XSD element or typed value. */
function messageSchema(message: XmlNode | undefined, xsd: XsdSchemas): JsonSchema {
  if (!message) return {};
  const properties: Record<string, JsonSchema> = {};
  const parts = children(message, 'part');
  for (const part of parts) {
    const name = attribute(part, 'name') ?? 'part';
    const element = attribute(part, 'element');
    properties[name] = element ? xsd.element(element) : xsd.typeRef(attribute(part, 'type'));
  }
  const about = documentation(message, 'documentation');
  return {
    type: 'object',
    properties,
    required: Object.keys(properties),
    ...(about && { description: about }),
  };
}

/** Port types bound to SOAP (an HTTP binding's inner element carries `verb`); all of them when none is bound. */
function soapPortTypes(definitions: XmlNode): XmlNode[] {
  const all = children(definitions, 'portType');
  const soapBindings = children(definitions, 'binding').filter((binding) => {
    const inner = child(binding, 'binding');
    return inner !== undefined && attribute(inner, 'verb') === undefined;
  });
  if (soapBindings.length === 0) return all;
  const bound = new Set(soapBindings.map((binding) => localName(attribute(binding, 'type'))));
  return all.filter((portType) => bound.has(attribute(portType, 'name')));
}

/** A WSDL 1.1 description: each operation of a SOAP-bound port type becomes a `soap` operation. */
export function importWsdl(text: string, fallbackTitle: string): Catalog {
  const root = parseXml(text);
  const definitions = child(root, 'definitions') ?? {};
  const schemaNodes = children(child(definitions, 'types'), 'schema');
  const xsd = new XsdSchemas(schemaNodes);
  const messages = new Map(
    children(definitions, 'message').map((message) => [attribute(message, 'name'), message]),
  );
  const portTypes = soapPortTypes(definitions);
  // Namespace prefixes are dropped when parsing, so the SOAP version is read from the namespaces declared.
  const soap11 = text.includes('http://schemas.xmlsoap.org/wsdl/soap/');
  const contentType =
    !soap11 && text.includes('http://schemas.xmlsoap.org/wsdl/soap12/') ? 'application/soap+xml' : 'text/xml';
  const names = portTypes.flatMap((portType) =>
    children(portType, 'operation').map((op) => attribute(op, 'name')),
  );
  const operations: CatalogOperation[] = [];
  for (const portType of portTypes) {
    const portName = attribute(portType, 'name') ?? 'PortType';
    for (const operation of children(portType, 'operation')) {
      const name = attribute(operation, 'name');
      if (!name) continue;
      const shared = names.filter((other) => other === name).length > 1;
      const input = messages.get(localName(attribute(child(operation, 'input'), 'message')));
      const output = messages.get(localName(attribute(child(operation, 'output'), 'message')));
      const description = documentation(operation, 'documentation');
      const responses: CatalogResponse[] = [];
      if (child(operation, 'output')) {
        responses.push({
          status: '200',
          description: `SOAP output message ${attribute(output, 'name') ?? ''}`.trim(),
          contentType,
          schema: messageSchema(output, xsd),
        });
      }
      for (const fault of children(operation, 'fault')) {
        const message = messages.get(localName(attribute(fault, 'message')));
        responses.push({
          status: '500',
          description: `SOAP fault ${attribute(fault, 'name') ?? ''}`.trim(),
          contentType,
          schema: messageSchema(message, xsd),
        });
      }
      operations.push({
        key: shared ? `SOAP ${portName}.${name}` : `SOAP ${name}`,
        kind: 'soap',
        method: 'SOAP',
        path: name,
        operationId: name,
        ...(description && { description }),
        tags: [portName],
        parameters: [],
        ...(input && {
          requestBody: {
            required: true,
            contentType,
            description: `SOAP input message ${attribute(input, 'name') ?? ''}`.trim(),
            schema: messageSchema(input, xsd),
          },
        }),
        responses,
        security: [],
        deprecated: false,
        location: `portType ${portName}, operation ${name}`,
      });
    }
  }
  const servers = children(definitions, 'service').flatMap((service) =>
    children(service, 'port').flatMap((port) => {
      const location = attribute(child(port, 'address'), 'location');
      return location ? [location] : [];
    }),
  );
  const service = child(definitions, 'service');
  const about = documentation(definitions, 'documentation') ?? documentation(service, 'documentation');
  return {
    format: 'wsdl-1.1',
    title: attribute(definitions, 'name') ?? attribute(service, 'name') ?? fallbackTitle,
    ...(about && { description: about }),
    servers: [...new Set(servers)],
    securitySchemes: {},
    operations,
    schemas: xsd.drain(),
    findings: [
      ...xsd.findings(schemaNodes, 'types'),
      ...children(definitions, 'import').map(
        (link): Finding => ({
          code: 'external-ref-refused',
          severity: 'warning',
          message: `The WSDL at ${attribute(link, 'location') ?? '?'} was not loaded; only what is inside the document is read.`,
          where: 'definitions',
        }),
      ),
    ],
  };
}
