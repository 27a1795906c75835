import { type ErrorDetail, notFound, StoreError } from '../errors.ts';
import { getCart, getCustomerIfGiven } from './carts.ts';
import { assertCouponUsable, currentUnitPrice, totalsFor } from './pricing.ts';
import { nextId } from './seed.ts';
import type {
  Address,
  ApiVersion,
  DemoStoreState,
  Order,
  OrderLine,
  OrderStatus,
  ShippingMethod,
  Variant,
} from './types.ts';

/** Checkout and the order lifecycle. */

export interface Checkout {
  cartId: string;
  customerId?: string | undefined;
  shippingAddress?: Address | undefined;
  shippingMethod?: ShippingMethod | undefined;
}

/**
 * Places an order from a cart. Everything from the stock check to the decrement runs without
 * yielding to the event loop, so concurrent checkouts can never sell the same unit twice.
 */
export function placeOrder(state: DemoStoreState, checkout: Checkout, now: Date): Order {
  const cart = getCart(state, checkout.cartId);
  if (cart.status !== 'open') {
    throw new StoreError('CART_NOT_OPEN', `Cart ${cart.id} was already checked out as order ${cart.orderId}`);
  }
  if (cart.items.length === 0) throw new StoreError('CART_EMPTY', `Cart ${cart.id} is empty`);
  const customerId =
    checkout.customerId === undefined ? cart.customerId : getCustomerIfGiven(state, checkout.customerId);

  const picks: { variant: Variant; line: OrderLine }[] = [];
  const shortages: ErrorDetail[] = [];
  for (const item of cart.items) {
    const product = state.products.get(item.productId);
    const variant = product?.variants.find((candidate) => candidate.id === item.variantId);
    if (!product || !variant) throw notFound('Variant', item.variantId);
    if (item.quantity > variant.stock) {
      shortages.push({
        variantId: variant.id,
        sku: variant.sku,
        requested: item.quantity,
        available: variant.stock,
      });
    }
    const unitPrice = currentUnitPrice(variant);
    picks.push({
      variant,
      line: {
        productId: product.id,
        variantId: variant.id,
        sku: variant.sku,
        productName: product.name,
        options: { ...variant.options },
        quantity: item.quantity,
        unitPrice,
        lineTotal: unitPrice * item.quantity,
      },
    });
  }
  if (shortages.length > 0) {
    throw new StoreError('INSUFFICIENT_STOCK', 'Not enough stock for every line of the cart', shortages);
  }

  const subtotal = picks.reduce((sum, pick) => sum + pick.line.lineTotal, 0);
  const coupon = cart.couponCode ? (state.coupons.get(cart.couponCode) ?? null) : null;
  if (coupon) assertCouponUsable(coupon, subtotal, now);

  for (const pick of picks) pick.variant.stock -= pick.line.quantity;
  const at = now.toISOString();
  const order: Order = {
    id: nextId(state, 'order', 'ord', 4),
    customerId,
    cartId: cart.id,
    status: 'pending',
    lines: picks.map((pick) => pick.line),
    ...totalsFor(subtotal, coupon, now),
    couponCode: coupon?.code ?? null,
    shippingMethod: checkout.shippingMethod ?? null,
    shippingAddress: checkout.shippingAddress ?? null,
    statusHistory: [{ status: 'pending', at }],
    createdAt: at,
    updatedAt: at,
  };
  state.orders.set(order.id, order);
  cart.status = 'checked_out';
  cart.orderId = order.id;
  cart.updatedAt = at;
  return order;
}

export function getOrder(state: DemoStoreState, orderId: string): Order {
  const order = state.orders.get(orderId);
  if (!order) throw notFound('Order', orderId);
  return order;
}

export function findOrders(
  state: DemoStoreState,
  filter: { status?: OrderStatus | undefined; customerId?: string | undefined },
): Order[] {
  return [...state.orders.values()]
    .filter((order) => filter.status === undefined || order.status === filter.status)
    .filter((order) => filter.customerId === undefined || order.customerId === filter.customerId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

const nextStatuses: Record<ApiVersion, Record<OrderStatus, readonly OrderStatus[]>> = {
  v1: {
    pending: ['paid', 'cancelled'],
    paid: ['fulfilled', 'cancelled'],
    fulfilled: ['delivered'],
    delivered: [],
    cancelled: [],
  },
  // v2 has no separate fulfilment step: paid orders go straight to delivered.
  v2: {
    pending: ['paid', 'cancelled'],
    paid: ['delivered', 'cancelled'],
    fulfilled: [],
    delivered: [],
    cancelled: [],
  },
};

export function changeOrderStatus(
  state: DemoStoreState,
  orderId: string,
  target: OrderStatus,
  now: Date,
): Order {
  const order = getOrder(state, orderId);
  if (!nextStatuses[state.version][order.status].includes(target)) {
    throw new StoreError(
      'INVALID_STATUS_TRANSITION',
      `Order ${order.id} is ${order.status} and cannot become ${target}`,
    );
  }
  if (target === 'cancelled') restock(state, order);
  const at = now.toISOString();
  order.status = target;
  order.statusHistory.push({ status: target, at });
  order.updatedAt = at;
  return order;
}

function restock(state: DemoStoreState, order: Order): void {
  for (const line of order.lines) {
    const variant = state.products
      .get(line.productId)
      ?.variants.find((candidate) => candidate.id === line.variantId);
    if (variant) variant.stock += line.quantity;
  }
}

/** v2 has no `fulfilled` status: orders waiting in it go back to `paid`, from where v2 delivers them. */
export function adaptOrdersToVersion(state: DemoStoreState, version: ApiVersion): void {
  if (version !== 'v2') return;
  for (const order of state.orders.values()) {
    if (order.status !== 'fulfilled') continue;
    order.status = 'paid';
    order.statusHistory = order.statusHistory.filter((entry) => entry.status !== 'fulfilled');
  }
}
