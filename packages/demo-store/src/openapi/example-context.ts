import { addCartItem, applyCoupon, createCart } from '../domain/carts.ts';
import { placeOrder } from '../domain/orders.ts';
import { createSeedState } from '../domain/seed.ts';
import type { ApiVersion } from '../domain/types.ts';
import type { ExampleContext } from '../http/route-definition.ts';

/** Fixed clock for examples, so the document is the same on every build. */
const exampleTime = new Date('2025-03-02T10:00:00.000Z');

/**
 * A fresh seeded store with one open cart (cart_0001) and one order placed by checkout (ord_0002),
 * made by the store's own code, so examples show exactly what the API answers.
 */
export function createExampleContext(version: ApiVersion): ExampleContext {
  const state = createSeedState(version);
  const now = exampleTime;
  const cart = createCart(state, { customerId: 'cus_001' }, now);
  addCartItem(state, cart.id, { variantId: 'var_001_2', quantity: 2 }, now);
  addCartItem(state, cart.id, { variantId: 'var_002_2', quantity: 1 }, now);
  applyCoupon(state, cart.id, 'SAVE10', now);

  const checkoutCart = createCart(state, { customerId: 'cus_002' }, now);
  addCartItem(state, checkoutCart.id, { variantId: 'var_012_1', quantity: 1 }, now);
  const placedOrder = placeOrder(
    state,
    {
      cartId: checkoutCart.id,
      shippingAddress: { line1: '1 Main Street', city: 'Springfield', postalCode: '12345', country: 'US' },
      shippingMethod: version === 'v2' ? 'standard' : undefined,
    },
    now,
  );
  return { state, version, now, cart, placedOrder };
}
