import {
  addCartItem,
  applyCoupon,
  createCart,
  getCart,
  removeCartItem,
  removeCoupon,
  updateCartItem,
} from '../domain/carts.ts';
import { defineRoute, type ExampleContext } from '../http/route-definition.ts';
import {
  addCartItemInputSchema,
  applyCouponInputSchema,
  cartSchema,
  createCartInputSchema,
  updateCartItemInputSchema,
} from '../schemas/carts.ts';
import { toCartView } from '../views.ts';

const cartIdParam = { cartId: { description: 'Cart id.', example: 'cart_0001' } };
const itemParams = {
  ...cartIdParam,
  itemId: { description: 'Id of a line of the cart.', example: 'item_0001' },
};
const cartResponse = (status: 200 | 201, description: string) => ({
  status,
  description,
  schema: cartSchema,
  example: ({ state, cart, now }: ExampleContext) => toCartView(state, cart, now),
});

export const cartRoutes = [
  defineRoute({
    method: 'post',
    path: '/carts',
    operationId: 'createCart',
    summary: 'Create a cart',
    description: 'Opens an empty cart, for a customer or a guest. The body may be omitted.',
    tag: 'Carts',
    body: createCartInputSchema,
    bodyOptional: true,
    success: {
      status: 201,
      description: 'The new, empty cart.',
      schema: cartSchema,
      example: ({ state, now }) => toCartView(state, createCart(state, { customerId: 'cus_001' }, now), now),
    },
    errors: [404],
    handle: ({ state, body, now }) => ({
      status: 201,
      body: toCartView(state, createCart(state, body, now), now),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/carts/{cartId}',
    operationId: 'getCart',
    summary: 'Get a cart',
    description: 'Returns a cart with its lines priced at current prices, its discount and its total.',
    tag: 'Carts',
    params: cartIdParam,
    success: cartResponse(200, 'The cart.'),
    handle: ({ state, params, now }) => ({
      status: 200,
      body: toCartView(state, getCart(state, params.cartId ?? ''), now),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/carts/{cartId}/items',
    operationId: 'addCartItem',
    summary: 'Add a variant to a cart',
    description:
      'Adds units of a variant to an open cart; a variant already in the cart gets its quantity raised. ' +
      'The quantity must be a whole number from 1 to 999 (422 INVALID_QUANTITY otherwise), and the line may ' +
      'not hold more units than are in stock (409 INSUFFICIENT_STOCK). Stock is not reserved until checkout.',
    tag: 'Carts',
    params: cartIdParam,
    body: addCartItemInputSchema,
    success: cartResponse(201, 'The cart with the added line.'),
    errors: [409],
    handle: ({ state, params, body, now }) => ({
      status: 201,
      body: toCartView(state, addCartItem(state, params.cartId ?? '', body, now), now),
    }),
  }),
  defineRoute({
    method: 'patch',
    path: '/carts/{cartId}/items/{itemId}',
    operationId: 'updateCartItem',
    summary: 'Change the quantity of a cart line',
    description:
      'Sets the quantity of one line: a whole number from 1 to 999 (422 INVALID_QUANTITY otherwise), at most ' +
      'the stock (409 INSUFFICIENT_STOCK). To remove a line, delete it.',
    tag: 'Carts',
    params: itemParams,
    body: updateCartItemInputSchema,
    success: cartResponse(200, 'The updated cart.'),
    errors: [409],
    handle: ({ state, params, body, now }) => {
      const ids = { cartId: params.cartId ?? '', itemId: params.itemId ?? '' };
      return { status: 200, body: toCartView(state, updateCartItem(state, ids, body.quantity, now), now) };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/carts/{cartId}/items/{itemId}',
    operationId: 'removeCartItem',
    summary: 'Remove a line from a cart',
    description: 'Deletes one line from an open cart and returns the cart.',
    tag: 'Carts',
    params: itemParams,
    success: cartResponse(200, 'The cart without the line.'),
    errors: [409],
    handle: ({ state, params, now }) => {
      const ids = { cartId: params.cartId ?? '', itemId: params.itemId ?? '' };
      return { status: 200, body: toCartView(state, removeCartItem(state, ids, now), now) };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/carts/{cartId}/coupon',
    operationId: 'applyCartCoupon',
    summary: 'Apply a coupon to a cart',
    description:
      'Applies a coupon, replacing any other. Unknown codes answer 404, expired coupons and subtotals below ' +
      'the coupon’s minimum 422. The discount never exceeds the subtotal, so the total never drops below 0.',
    tag: 'Carts',
    params: cartIdParam,
    body: applyCouponInputSchema,
    success: cartResponse(200, 'The cart with the discount applied.'),
    errors: [409],
    handle: ({ state, params, body, now }) => ({
      status: 200,
      body: toCartView(state, applyCoupon(state, params.cartId ?? '', body.code, now), now),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/carts/{cartId}/coupon',
    operationId: 'removeCartCoupon',
    summary: 'Remove the coupon from a cart',
    description: 'Removes the applied coupon, if any, and returns the cart.',
    tag: 'Carts',
    params: cartIdParam,
    success: cartResponse(200, 'The cart without a coupon.'),
    errors: [409],
    handle: ({ state, params, now }) => ({
      status: 200,
      body: toCartView(state, removeCoupon(state, params.cartId ?? '', now), now),
    }),
  }),
];
