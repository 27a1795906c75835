import { invalidQuantityMessage, notFound, StoreError } from '../errors.ts';
import { findVariantAnywhere, getProduct, getVariant } from './catalog.ts';
import { getCoupon } from './coupons.ts';
import { assertCouponUsable, currentUnitPrice } from './pricing.ts';
import { nextId } from './seed.ts';
import type { Cart, CartItem, DemoStoreState } from './types.ts';

/** Carts: adding, changing and removing lines, and applying coupons. Stock is checked, not reserved. */

const maxLineQuantity = 999;

export function getCart(state: DemoStoreState, cartId: string): Cart {
  const cart = state.carts.get(cartId);
  if (!cart) throw notFound('Cart', cartId);
  return cart;
}

function getOpenCart(state: DemoStoreState, cartId: string): Cart {
  const cart = getCart(state, cartId);
  if (cart.status !== 'open') {
    throw new StoreError(
      'CART_NOT_OPEN',
      `Cart ${cartId} was checked out as order ${cart.orderId} and can no longer change`,
    );
  }
  return cart;
}

export function getCustomerIfGiven(state: DemoStoreState, customerId: string | undefined): string | null {
  if (customerId === undefined) return null;
  if (!state.customers.has(customerId)) throw notFound('Customer', customerId);
  return customerId;
}

export function createCart(
  state: DemoStoreState,
  input: { customerId?: string | undefined },
  now: Date,
): Cart {
  const at = now.toISOString();
  const cart: Cart = {
    id: nextId(state, 'cart', 'cart', 4),
    customerId: getCustomerIfGiven(state, input.customerId),
    status: 'open',
    items: [],
    couponCode: null,
    orderId: null,
    createdAt: at,
    updatedAt: at,
  };
  state.carts.set(cart.id, cart);
  return cart;
}

function assertStock(
  state: DemoStoreState,
  item: Pick<CartItem, 'productId' | 'variantId'>,
  quantity: number,
) {
  const variant = getVariant(getProduct(state, item.productId), item.variantId);
  if (quantity > variant.stock) {
    throw new StoreError('INSUFFICIENT_STOCK', `Only ${variant.stock} of ${variant.sku} in stock`, [
      { variantId: variant.id, sku: variant.sku, requested: quantity, available: variant.stock },
    ]);
  }
}

export function addCartItem(
  state: DemoStoreState,
  cartId: string,
  input: { variantId: string; quantity: number },
  now: Date,
): Cart {
  const cart = getOpenCart(state, cartId);
  const { product, variant } = findVariantAnywhere(state, input.variantId);
  const existing = cart.items.find((item) => item.variantId === variant.id);
  const quantity = (existing?.quantity ?? 0) + input.quantity;
  if (quantity > maxLineQuantity) {
    throw new StoreError('INVALID_QUANTITY', invalidQuantityMessage, [
      { field: 'quantity', message: `A cart line holds at most ${maxLineQuantity} units` },
    ]);
  }
  assertStock(state, { productId: product.id, variantId: variant.id }, quantity);
  if (existing) existing.quantity = quantity;
  else
    cart.items.push({
      id: nextId(state, 'cartItem', 'item', 4),
      productId: product.id,
      variantId: variant.id,
      quantity,
    });
  cart.updatedAt = now.toISOString();
  return cart;
}

function getCartItem(cart: Cart, itemId: string): CartItem {
  const item = cart.items.find((candidate) => candidate.id === itemId);
  if (!item) throw notFound('Cart item', itemId);
  return item;
}

export function updateCartItem(
  state: DemoStoreState,
  ids: { cartId: string; itemId: string },
  quantity: number,
  now: Date,
): Cart {
  const cart = getOpenCart(state, ids.cartId);
  const item = getCartItem(cart, ids.itemId);
  assertStock(state, item, quantity);
  item.quantity = quantity;
  cart.updatedAt = now.toISOString();
  return cart;
}

export function removeCartItem(
  state: DemoStoreState,
  ids: { cartId: string; itemId: string },
  now: Date,
): Cart {
  const cart = getOpenCart(state, ids.cartId);
  const item = getCartItem(cart, ids.itemId);
  cart.items = cart.items.filter((candidate) => candidate !== item);
  cart.updatedAt = now.toISOString();
  return cart;
}

export function cartSubtotal(state: DemoStoreState, cart: Cart): number {
  let subtotal = 0;
  for (const item of cart.items) {
    const product = state.products.get(item.productId);
    const variant = product?.variants.find((candidate) => candidate.id === item.variantId);
    if (variant) subtotal += currentUnitPrice(variant) * item.quantity;
  }
  return subtotal;
}

export function applyCoupon(state: DemoStoreState, cartId: string, code: string, now: Date): Cart {
  const cart = getOpenCart(state, cartId);
  const coupon = getCoupon(state, code);
  assertCouponUsable(coupon, cartSubtotal(state, cart), now);
  cart.couponCode = coupon.code;
  cart.updatedAt = now.toISOString();
  return cart;
}

export function removeCoupon(state: DemoStoreState, cartId: string, now: Date): Cart {
  const cart = getOpenCart(state, cartId);
  cart.couponCode = null;
  cart.updatedAt = now.toISOString();
  return cart;
}
