import type { z } from 'zod';
import { cartSubtotal } from './domain/carts.ts';
import { hasStock } from './domain/catalog.ts';
import { currentUnitPrice, discountFor, isCouponExpired } from './domain/pricing.ts';
import {
  type ApiVersion,
  type Cart,
  type Category,
  type Coupon,
  type Customer,
  type DemoStoreState,
  type Order,
  type Product,
  storeCurrency,
  type Variant,
} from './domain/types.ts';
import type { cartSchema } from './schemas/carts.ts';
import type { categorySchema, productV1Schema, productV2Schema, variantSchema } from './schemas/catalog.ts';
import type { couponSchema } from './schemas/coupons.ts';
import type { customerSchema } from './schemas/customers.ts';
import type { orderV1Schema, orderV2Schema } from './schemas/orders.ts';

/** Records as the API shows them, typed by the schemas the OpenAPI document is generated from. */

type Money = { amount: number; currency: typeof storeCurrency };

export function money(amount: number): Money {
  return { amount, currency: storeCurrency };
}

export function toCategoryView(state: DemoStoreState, category: Category): z.output<typeof categorySchema> {
  let productCount = 0;
  for (const product of state.products.values()) if (product.categoryId === category.id) productCount++;
  return { ...category, productCount };
}

export function toVariantView(variant: Variant): z.output<typeof variantSchema> {
  return {
    id: variant.id,
    sku: variant.sku,
    options: variant.options,
    price: money(variant.price),
    salePrice: variant.salePrice === null ? null : money(variant.salePrice),
    stock: variant.stock,
    inStock: variant.stock > 0,
  };
}

function productBody(product: Product) {
  const prices = product.variants.map(currentUnitPrice);
  return {
    description: product.description,
    categoryId: product.categoryId,
    tags: product.tags,
    options: product.options,
    variants: product.variants.map(toVariantView),
    priceRange: { min: money(Math.min(...prices)), max: money(Math.max(...prices)) },
    inStock: hasStock(product),
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

export type ProductView = z.output<typeof productV1Schema> | z.output<typeof productV2Schema>;

export function toProductView(product: Product, version: ApiVersion): ProductView {
  if (version === 'v1')
    return { id: product.id, slug: product.slug, name: product.name, ...productBody(product) };
  const view: z.output<typeof productV2Schema> = {
    id: product.id,
    slug: product.slug,
    title: product.name,
    ...productBody(product),
  };
  if (product.rating) view.rating = product.rating;
  return view;
}

export function toCustomerView(customer: Customer): z.output<typeof customerSchema> {
  return { ...customer };
}

export function toCouponView(coupon: Coupon, now: Date): z.output<typeof couponSchema> {
  return {
    code: coupon.code,
    description: coupon.description,
    type: coupon.type,
    percentOff: coupon.type === 'percentage' ? coupon.value : null,
    amountOff: coupon.type === 'fixed' ? money(coupon.value) : null,
    minOrderAmount: coupon.minOrderAmount === null ? null : money(coupon.minOrderAmount),
    expiresAt: coupon.expiresAt,
    expired: isCouponExpired(coupon, now),
  };
}

export function toCartView(state: DemoStoreState, cart: Cart, now: Date): z.output<typeof cartSchema> {
  const items = cart.items.flatMap((item) => {
    const product = state.products.get(item.productId);
    const variant = product?.variants.find((candidate) => candidate.id === item.variantId);
    if (!product || !variant) return [];
    const unitPrice = currentUnitPrice(variant);
    return [
      {
        id: item.id,
        productId: product.id,
        variantId: variant.id,
        sku: variant.sku,
        productName: product.name,
        options: variant.options,
        quantity: item.quantity,
        unitPrice: money(unitPrice),
        lineTotal: money(unitPrice * item.quantity),
      },
    ];
  });
  const subtotal = cartSubtotal(state, cart);
  const coupon = cart.couponCode ? (state.coupons.get(cart.couponCode) ?? null) : null;
  const discount = discountFor(coupon, subtotal, now);
  return {
    id: cart.id,
    customerId: cart.customerId,
    status: cart.status,
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    couponCode: cart.couponCode,
    subtotal: money(subtotal),
    discount: money(discount),
    total: money(Math.max(0, subtotal - discount)),
    orderId: cart.orderId,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
  };
}

export type OrderView = z.output<typeof orderV1Schema> | z.output<typeof orderV2Schema>;

export function toOrderView(order: Order, version: ApiVersion): OrderView {
  const common = {
    id: order.id,
    customerId: order.customerId,
    cartId: order.cartId,
    items: order.lines.map((line) => ({
      ...line,
      unitPrice: money(line.unitPrice),
      lineTotal: money(line.lineTotal),
    })),
    subtotal: money(order.subtotal),
    discount: money(order.discount),
    total: money(order.total),
    couponCode: order.couponCode,
    shippingAddress: order.shippingAddress,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
  if (version === 'v1') return { ...common, status: order.status, statusHistory: order.statusHistory };
  // adaptOrdersToVersion removes `fulfilled` when switching to v2, so the casts below only narrow the type.
  return {
    ...common,
    status: order.status as Exclude<Order['status'], 'fulfilled'>,
    statusHistory: order.statusHistory as { status: Exclude<Order['status'], 'fulfilled'>; at: string }[],
    shippingMethod: order.shippingMethod,
  };
}
