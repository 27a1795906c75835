import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoStore } from '../create-demo-store.ts';
import { customerPageSchema, customerSchema } from '../schemas/customers.ts';
import { expectConforms, expectError, type StoreClient, storeClient } from '../testing/store-client.ts';

let client: StoreClient;
beforeEach(() => {
  client = storeClient(createDemoStore());
});

describe('customers', () => {
  it('lists, searches and gets customers', async () => {
    const list = await client.get('/customers?limit=2');
    expectConforms(customerPageSchema, list.body);
    expect(list.body.pagination).toEqual({ total: 3, limit: 2, offset: 0, nextOffset: 2 });
    expect((await client.get('/customers?search=HOPPER')).body.data[0].id).toBe('cus_002');
    const ada = await client.get('/customers/cus_001');
    expectConforms(customerSchema, ada.body);
    expect(ada.body.email).toBe('ada@example.com');
    expectError(await client.get('/customers/cus_999'), 404, 'NOT_FOUND');
  });

  it('registers a customer once per email', async () => {
    const created = await client.post('/customers', {
      email: 'Katherine@Example.com',
      name: 'Katherine Johnson',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'cus_004', email: 'katherine@example.com' });
    expectError(await client.post('/customers', { email: 'ADA@example.com', name: 'Ada' }), 409, 'CONFLICT');
    const invalid = await client.post('/customers', { email: 'not-an-email', name: '' });
    expectError(invalid, 422, 'VALIDATION_ERROR');
    expect(invalid.body.error.details.map((detail: { field: string }) => detail.field)).toEqual([
      'email',
      'name',
    ]);
  });
});
