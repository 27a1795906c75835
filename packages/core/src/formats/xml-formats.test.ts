import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importDocument } from '../catalog/import-document.ts';
import type { Catalog, CatalogOperation } from '../catalog/model.ts';

function imported(name: string): Catalog {
  const result = importDocument(
    readFileSync(new URL(`../catalog/fixtures/${name}`, import.meta.url), 'utf8'),
    { fileName: name },
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.catalog;
}

describe('WSDL 1.1 import', () => {
  const catalog = imported('shop.wsdl');

  it('lists the operations of SOAP-bound port types only, with the service address as server', () => {
    expect(catalog).toMatchObject({
      format: 'wsdl-1.1',
      title: 'FixtureStock',
      description: 'Stock levels of the fixture shop.',
      servers: ['https://shop.example/soap/stock'],
    });
    expect(catalog.operations.map((op) => [op.key, op.kind, op.method, op.path, op.tags])).toEqual([
      ['SOAP GetStock', 'soap', 'SOAP', 'GetStock', ['StockPort']],
      ['SOAP Ping', 'soap', 'SOAP', 'Ping', ['StockPort']],
    ]);
  });

  it('describes input, output and fault messages from the XML Schema types', () => {
    const getStock = catalog.operations[0] as CatalogOperation;
    expect(getStock.description).toBe('Units of a SKU per warehouse.');
    expect(getStock.requestBody).toEqual({
      required: true,
      contentType: 'text/xml',
      description: 'SOAP input message GetStockRequest',
      schema: {
        type: 'object',
        properties: {
          parameters: {
            type: 'object',
            properties: { sku: { type: 'string' }, warehouse: { type: 'string' } },
            required: ['sku'],
          },
        },
        required: ['parameters'],
      },
    });
    expect(getStock.responses.map((response) => response.status)).toEqual(['200', '500']);
    expect(getStock.responses[0]?.schema).toMatchObject({
      properties: {
        parameters: {
          properties: { level: { type: 'array', items: { $ref: '#/components/schemas/StockLevel' } } },
        },
      },
    });
    expect(catalog.schemas).toEqual({
      StockLevel: {
        type: 'object',
        description: 'Units in one warehouse.',
        properties: {
          warehouse: { type: 'string' },
          units: { type: 'integer' },
          status: { $ref: '#/components/schemas/StockStatus' },
          updated: { type: 'string', format: 'date-time' },
        },
        required: ['warehouse', 'units', 'status'],
      },
      StockStatus: { type: 'string', enum: ['IN_STOCK', 'OUT_OF_STOCK'] },
    });
  });

  it('reads typed parts of RPC-style messages', () => {
    const ping = catalog.operations[1] as CatalogOperation;
    expect(ping.requestBody?.schema).toEqual({
      type: 'object',
      properties: { text: { type: 'string' } },
      required: ['text'],
    });
    expect(ping.responses).toEqual([]);
  });
});

describe('WSDL references', () => {
  it('refuses imported schemas and reports elements the document does not define', () => {
    const wsdl = `<definitions name="Refs" xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <types><xsd:schema><xsd:import namespace="urn:x" schemaLocation="https://evil.example/types.xsd"/></xsd:schema></types>
  <message name="In"><part name="body" element="tns:Missing"/></message>
  <portType name="P"><operation name="Call"><input message="tns:In"/></operation></portType>
</definitions>`;
    const result = importDocument(wsdl);
    expect(result.ok && result.catalog.findings.filter((f) => f.code.includes('-ref'))).toEqual([
      {
        code: 'unresolved-ref',
        severity: 'error',
        message: 'The XML element tns:Missing is used but not defined in the document.',
        where: 'types',
      },
      {
        code: 'external-ref-refused',
        severity: 'warning',
        message:
          'The schema at https://evil.example/types.xsd was not loaded; only what is inside the document is read.',
        where: 'types',
      },
    ]);
  });
});

describe('WADL import', () => {
  const catalog = imported('shop.wadl');
  const operation = (key: string) => catalog.operations.find((op) => op.key === key) as CatalogOperation;

  it('joins nested resource paths and resolves method references', () => {
    expect(catalog).toMatchObject({
      format: 'wadl',
      title: 'Fixture Shop (WADL)',
      servers: ['https://shop.example/rest/'],
    });
    expect(catalog.operations.map((op) => [op.key, op.operationId])).toEqual([
      ['GET /orders', 'listOrders'],
      ['GET /orders/{orderId}', 'getOrder'],
      ['POST /orders/{orderId}/lines', 'addLine'],
    ]);
    expect(operation('GET /orders/{orderId}')).toMatchObject({
      description: 'One order.',
      responses: [{ status: '200', contentType: 'application/xml' }, { status: '404' }],
    });
  });

  it('reads parameters with their style, type, options, defaults and docs; template ones flow down', () => {
    expect(operation('GET /orders')).toMatchObject({
      summary: 'List orders',
      description: 'Orders, newest first.',
      parameters: [
        {
          name: 'status',
          in: 'query',
          required: false,
          description: 'Only orders in this status',
          schema: { type: 'string', enum: ['open', 'shipped'] },
        },
        { name: 'limit', in: 'query', required: false, schema: { type: 'integer', default: 20 } },
      ],
    });
    expect(operation('POST /orders/{orderId}/lines').parameters).toEqual([
      {
        name: 'orderId',
        in: 'path',
        required: true,
        description: 'The order id',
        schema: { type: 'integer' },
      },
      { name: 'X-Request-Id', in: 'header', required: false, schema: { type: 'string' } },
    ]);
  });

  it('reads form representations as request bodies and status lists as several responses', () => {
    const addLine = operation('POST /orders/{orderId}/lines');
    expect(addLine.requestBody).toEqual({
      required: true,
      contentType: 'application/x-www-form-urlencoded',
      schema: { type: 'object', properties: { sku: { type: 'string' }, quantity: { type: 'integer' } } },
    });
    expect(addLine.responses.map((response) => [response.status, response.description])).toEqual([
      ['201', undefined],
      ['202', undefined],
      ['400', 'Bad line'],
    ]);
  });
});
