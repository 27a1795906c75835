/** The store's records as kept in memory. Amounts are integers in minor units of `storeCurrency`. */

export type ApiVersion = 'v1' | 'v2';
export const apiVersions = ['v1', 'v2'] as const satisfies readonly ApiVersion[];

export const storeCurrency = 'USD';
export type Currency = typeof storeCurrency;

export interface Category {
  id: string;
  slug: string;
  name: string;
  description: string;
}

export interface Variant {
  id: string;
  sku: string;
  options: Record<string, string>;
  price: number;
  salePrice: number | null;
  stock: number;
}

export interface ProductOption {
  name: string;
  values: string[];
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  description: string;
  categoryId: string;
  tags: string[];
  options: ProductOption[];
  variants: Variant[];
  rating: { average: number; count: number } | null;
  createdAt: string;
  updatedAt: string;
}

export interface Customer {
  id: string;
  email: string;
  name: string;
  createdAt: string;
}

export type CouponType = 'percentage' | 'fixed';

export interface Coupon {
  code: string;
  description: string;
  type: CouponType;
  /** Percent off (1-100) for percentage coupons, minor units off for fixed ones. */
  value: number;
  minOrderAmount: number | null;
  expiresAt: string | null;
}

export interface CartItem {
  id: string;
  productId: string;
  variantId: string;
  quantity: number;
}

export interface Cart {
  id: string;
  customerId: string | null;
  status: 'open' | 'checked_out';
  items: CartItem[];
  couponCode: string | null;
  orderId: string | null;
  createdAt: string;
  updatedAt: string;
}

export const orderStatuses = ['pending', 'paid', 'fulfilled', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const shippingMethods = ['standard', 'express'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

export interface Address {
  line1: string;
  line2?: string | undefined;
  city: string;
  postalCode: string;
  country: string;
}

export interface OrderLine {
  productId: string;
  variantId: string;
  sku: string;
  productName: string;
  options: Record<string, string>;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface Order {
  id: string;
  customerId: string | null;
  cartId: string | null;
  status: OrderStatus;
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  total: number;
  couponCode: string | null;
  shippingMethod: ShippingMethod | null;
  shippingAddress: Address | null;
  statusHistory: { status: OrderStatus; at: string }[];
  createdAt: string;
  updatedAt: string;
}

/** Next number for each kind of id the store hands out, so ids are the same after every reset. */
export interface IdSequences {
  category: number;
  product: number;
  customer: number;
  cart: number;
  cartItem: number;
  order: number;
}

/** Everything the store knows; reset replaces the contents, never the object. */
export interface DemoStoreState {
  version: ApiVersion;
  categories: Map<string, Category>;
  products: Map<string, Product>;
  customers: Map<string, Customer>;
  /** Keyed by upper-case code. */
  coupons: Map<string, Coupon>;
  carts: Map<string, Cart>;
  orders: Map<string, Order>;
  sequences: IdSequences;
}
