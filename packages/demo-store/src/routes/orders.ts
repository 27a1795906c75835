import { changeOrderStatus, findOrders, getOrder, placeOrder } from '../domain/orders.ts';
import { paginate } from '../domain/pagination.ts';
import { defineRoute, perVersion } from '../http/route-definition.ts';
import {
  changeOrderStatusInputV1Schema,
  changeOrderStatusInputV2Schema,
  createOrderInputV1Schema,
  createOrderInputV2Schema,
  orderListQueryV1Schema,
  orderListQueryV2Schema,
  orderPageV1Schema,
  orderPageV2Schema,
  orderV1Schema,
  orderV2Schema,
} from '../schemas/orders.ts';
import { toOrderView } from '../views.ts';

const orderIdParam = { orderId: { description: 'Order id.', example: 'ord_0001' } };
const orderSchema = perVersion(orderV1Schema, orderV2Schema);

export const orderRoutes = [
  defineRoute({
    method: 'get',
    path: '/orders',
    operationId: 'listOrders',
    summary: 'List orders',
    description: 'Returns orders newest first, a page at a time, optionally filtered by status or customer.',
    tag: 'Orders',
    query: perVersion(orderListQueryV1Schema, orderListQueryV2Schema),
    success: {
      status: 200,
      description: 'A page of orders.',
      schema: perVersion(orderPageV1Schema, orderPageV2Schema),
      example: ({ state, version }) =>
        paginate(findOrders(state, { customerId: 'cus_001' }), { limit: 20, offset: 0 }, (o) =>
          toOrderView(o, version),
        ),
    },
    handle: ({ state, version, query }) => ({
      status: 200,
      body: paginate(findOrders(state, query), query, (order) => toOrderView(order, version)),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/orders/{orderId}',
    operationId: 'getOrder',
    summary: 'Get an order',
    description: 'Returns one order with its lines, totals and status history.',
    tag: 'Orders',
    params: orderIdParam,
    success: {
      status: 200,
      description: 'The order.',
      schema: orderSchema,
      example: ({ state, version }) => toOrderView(getOrder(state, 'ord_0001'), version),
    },
    handle: ({ state, version, params }) => ({
      status: 200,
      body: toOrderView(getOrder(state, params.orderId ?? ''), version),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/orders',
    operationId: 'createOrder',
    summary: 'Place an order from a cart (checkout)',
    description: perVersion(
      'Checks out an open cart. Stock for every line is checked and taken in one step, so concurrent ' +
        'checkouts never oversell: when any line lacks stock nothing is taken and the answer is 409 ' +
        'INSUFFICIENT_STOCK with the short lines in `details`. The cart’s coupon is checked again (422 when ' +
        'expired or below its minimum). The order starts `pending`; the cart becomes `checked_out`.',
      'Checks out an open cart. Stock for every line is checked and taken in one step, so concurrent ' +
        'checkouts never oversell: when any line lacks stock nothing is taken and the answer is 409 ' +
        'INSUFFICIENT_STOCK with the short lines in `details`. The cart’s coupon is checked again (422 when ' +
        'expired or below its minimum). `shippingMethod` is required. The order starts `pending`; the cart ' +
        'becomes `checked_out`.',
    ),
    tag: 'Orders',
    body: perVersion(createOrderInputV1Schema, createOrderInputV2Schema),
    success: {
      status: 201,
      description: 'The new order, status `pending`.',
      schema: orderSchema,
      example: ({ placedOrder, version }) => toOrderView(placedOrder, version),
    },
    errors: [404, 409],
    handle: ({ state, version, body, now }) => ({
      status: 201,
      body: toOrderView(placeOrder(state, body, now), version),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/orders/{orderId}/status',
    operationId: 'changeOrderStatus',
    summary: 'Move an order to its next status',
    description: perVersion(
      'Allowed: pending → paid, paid → fulfilled, fulfilled → delivered, and pending or paid → cancelled. ' +
        'Cancelling puts the ordered units back in stock. Any other change answers 409 INVALID_STATUS_TRANSITION.',
      'Allowed: pending → paid, paid → delivered, and pending or paid → cancelled (v2 has no `fulfilled` ' +
        'status). Cancelling puts the ordered units back in stock. Any other change answers 409 ' +
        'INVALID_STATUS_TRANSITION.',
    ),
    tag: 'Orders',
    params: orderIdParam,
    body: perVersion(changeOrderStatusInputV1Schema, changeOrderStatusInputV2Schema),
    success: {
      status: 200,
      description: 'The order in its new status.',
      schema: orderSchema,
      example: ({ state, version, now }) =>
        toOrderView(
          changeOrderStatus(state, 'ord_0001', version === 'v1' ? 'fulfilled' : 'delivered', now),
          version,
        ),
    },
    errors: [409],
    handle: ({ state, version, params, body, now }) => ({
      status: 200,
      body: toOrderView(changeOrderStatus(state, params.orderId ?? '', body.status, now), version),
    }),
  }),
];
