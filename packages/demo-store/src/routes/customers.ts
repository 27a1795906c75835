import { createCustomer, findCustomers, getCustomer } from '../domain/customers.ts';
import { paginate } from '../domain/pagination.ts';
import { defineRoute } from '../http/route-definition.ts';
import {
  createCustomerInputSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerSchema,
} from '../schemas/customers.ts';
import { toCustomerView } from '../views.ts';

export const customerRoutes = [
  defineRoute({
    method: 'get',
    path: '/customers',
    operationId: 'listCustomers',
    summary: 'List customers',
    description: 'Returns customers in id order, a page at a time, optionally filtered by name or email.',
    tag: 'Customers',
    query: customerListQuerySchema,
    success: {
      status: 200,
      description: 'A page of customers.',
      schema: customerPageSchema,
      example: ({ state }) =>
        paginate(findCustomers(state, undefined), { limit: 2, offset: 0 }, toCustomerView),
    },
    handle: ({ state, query }) => ({
      status: 200,
      body: paginate(findCustomers(state, query.search), query, toCustomerView),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/customers/{customerId}',
    operationId: 'getCustomer',
    summary: 'Get a customer',
    description: 'Returns one customer.',
    tag: 'Customers',
    params: { customerId: { description: 'Customer id.', example: 'cus_001' } },
    success: {
      status: 200,
      description: 'The customer.',
      schema: customerSchema,
      example: ({ state }) => toCustomerView(getCustomer(state, 'cus_001')),
    },
    handle: ({ state, params }) => ({
      status: 200,
      body: toCustomerView(getCustomer(state, params.customerId ?? '')),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/customers',
    operationId: 'createCustomer',
    summary: 'Register a customer',
    description: 'Creates a customer. Emails are stored lower-case and must be unique (409 otherwise).',
    tag: 'Customers',
    body: createCustomerInputSchema,
    success: {
      status: 201,
      description: 'The new customer.',
      schema: customerSchema,
      example: ({ state, now }) =>
        toCustomerView(
          createCustomer(state, { email: 'katherine@example.com', name: 'Katherine Johnson' }, now),
        ),
    },
    errors: [409],
    handle: ({ state, body, now }) => ({
      status: 201,
      body: toCustomerView(createCustomer(state, body, now)),
    }),
  }),
];
