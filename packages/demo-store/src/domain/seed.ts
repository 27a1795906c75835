import { seedCategories, seedProducts } from './seed-catalog.ts';
import type { ApiVersion, Coupon, Customer, DemoStoreState, Order } from './types.ts';

const seedCustomers: Customer[] = [
  { id: 'cus_001', email: 'ada@example.com', name: 'Ada Lovelace', createdAt: '2025-02-01T08:00:00.000Z' },
  { id: 'cus_002', email: 'grace@example.com', name: 'Grace Hopper', createdAt: '2025-02-03T12:30:00.000Z' },
  { id: 'cus_003', email: 'alan@example.com', name: 'Alan Turing', createdAt: '2025-02-07T17:45:00.000Z' },
];

const seedCoupons: Coupon[] = [
  {
    code: 'SAVE10',
    description: '10% off any order',
    type: 'percentage',
    value: 10,
    minOrderAmount: null,
    expiresAt: null,
  },
  {
    code: 'FIVEOFF',
    description: '$5.00 off any order',
    type: 'fixed',
    value: 500,
    minOrderAmount: null,
    expiresAt: null,
  },
  {
    code: 'BIG20',
    description: '20% off orders of $100.00 or more',
    type: 'percentage',
    value: 20,
    minOrderAmount: 10000,
    expiresAt: '2099-12-31T23:59:59.000Z',
  },
  {
    code: 'SUMMER23',
    description: '15% summer sale, ended 30 September 2023',
    type: 'percentage',
    value: 15,
    minOrderAmount: null,
    expiresAt: '2023-09-30T23:59:59.000Z',
  },
];

/** One order already placed (its stock is already out of the seeded inventory). */
const seedOrder: Order = {
  id: 'ord_0001',
  customerId: 'cus_001',
  cartId: null,
  status: 'paid',
  lines: [
    {
      productId: 'prod_010',
      variantId: 'var_010_1',
      sku: 'MUG-WHI',
      productName: 'Stoneware Mug',
      options: { colour: 'White' },
      quantity: 2,
      unitPrice: 1800,
      lineTotal: 3600,
    },
    {
      productId: 'prod_007',
      variantId: 'var_007_1',
      sku: 'SCK-SM',
      productName: 'Cotton Socks (3-pack)',
      options: { size: 'S/M' },
      quantity: 1,
      unitPrice: 1200,
      lineTotal: 1200,
    },
  ],
  subtotal: 4800,
  discount: 480,
  total: 4320,
  couponCode: 'SAVE10',
  shippingMethod: 'standard',
  shippingAddress: { line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' },
  statusHistory: [
    { status: 'pending', at: '2025-03-01T09:30:00.000Z' },
    { status: 'paid', at: '2025-03-01T09:31:00.000Z' },
  ],
  createdAt: '2025-03-01T09:30:00.000Z',
  updatedAt: '2025-03-01T09:31:00.000Z',
};

function byId<T extends { id: string }>(records: T[]): Map<string, T> {
  return new Map(records.map((record) => [record.id, record]));
}

export function createSeedState(version: ApiVersion = 'v1'): DemoStoreState {
  const state: DemoStoreState = {
    version,
    categories: new Map(),
    products: new Map(),
    customers: new Map(),
    coupons: new Map(),
    carts: new Map(),
    orders: new Map(),
    sequences: { category: 0, product: 0, customer: 0, cart: 0, cartItem: 0, order: 0 },
  };
  resetState(state, version);
  return state;
}

/** Restores the seed inside the same object, so everyone holding `state` sees the reset. */
export function resetState(state: DemoStoreState, version: ApiVersion): void {
  state.version = version;
  state.categories = byId(structuredClone(seedCategories));
  state.products = byId(seedProducts());
  state.customers = byId(structuredClone(seedCustomers));
  state.coupons = new Map(structuredClone(seedCoupons).map((coupon) => [coupon.code, coupon]));
  state.carts = new Map();
  state.orders = byId([structuredClone(seedOrder)]);
  state.sequences = {
    category: seedCategories.length + 1,
    product: state.products.size + 1,
    customer: seedCustomers.length + 1,
    cart: 1,
    cartItem: 1,
    order: 2,
  };
}

export function nextId(
  state: DemoStoreState,
  kind: keyof DemoStoreState['sequences'],
  prefix: string,
  width: number,
) {
  const number = state.sequences[kind]++;
  return `${prefix}_${String(number).padStart(width, '0')}`;
}
