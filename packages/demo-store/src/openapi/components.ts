import type { z } from 'zod';
import type { ApiVersion } from '../domain/types.ts';
import * as carts from '../schemas/carts.ts';
import * as catalog from '../schemas/catalog.ts';
import * as common from '../schemas/common.ts';
import * as coupons from '../schemas/coupons.ts';
import * as customers from '../schemas/customers.ts';
import * as orders from '../schemas/orders.ts';

/** The named schemas of each revision's document (`#/components/schemas/{name}`). */

export interface NamedSchema {
  name: string;
  schema: z.ZodType;
  /** Request schemas are documented as accepted (defaults applied later), answers as produced. */
  io: 'input' | 'output';
}

const sharedOutputs: Record<string, z.ZodType> = {
  Money: common.moneySchema,
  Pagination: common.paginationSchema,
  Error: common.errorBodySchema,
  ErrorDetail: common.errorDetailSchema,
  VersionInfo: common.versionInfoSchema,
  Category: catalog.categorySchema,
  CategoryPage: catalog.categoryPageSchema,
  Variant: catalog.variantSchema,
  VariantList: catalog.variantListSchema,
  Customer: customers.customerSchema,
  CustomerPage: customers.customerPageSchema,
  Coupon: coupons.couponSchema,
  CouponPage: coupons.couponPageSchema,
  CartItem: carts.cartItemSchema,
  Cart: carts.cartSchema,
  OrderLine: orders.orderLineSchema,
};

const sharedInputs: Record<string, z.ZodType> = {
  MoneyInput: common.moneyInputSchema,
  Address: orders.addressSchema,
  SetVersionInput: common.setVersionInputSchema,
  CreateCategoryInput: catalog.createCategoryInputSchema,
  UpdateVariantInput: catalog.updateVariantInputSchema,
  CreateCustomerInput: customers.createCustomerInputSchema,
  CreateCouponInput: coupons.createCouponInputSchema,
  CreateCartInput: carts.createCartInputSchema,
  AddCartItemInput: carts.addCartItemInputSchema,
  UpdateCartItemInput: carts.updateCartItemInputSchema,
  ApplyCouponInput: carts.applyCouponInputSchema,
};

const versionedOutputs: Record<ApiVersion, Record<string, z.ZodType>> = {
  v1: {
    Product: catalog.productV1Schema,
    ProductPage: catalog.productPageV1Schema,
    Order: orders.orderV1Schema,
    OrderPage: orders.orderPageV1Schema,
    OrderStatus: orders.orderStatusV1Schema,
  },
  v2: {
    Product: catalog.productV2Schema,
    ProductPage: catalog.productPageV2Schema,
    Order: orders.orderV2Schema,
    OrderPage: orders.orderPageV2Schema,
    OrderStatus: orders.orderStatusV2Schema,
  },
};

const versionedInputs: Record<ApiVersion, Record<string, z.ZodType>> = {
  v1: {
    CreateProductInput: catalog.createProductInputV1Schema,
    UpdateProductInput: catalog.updateProductInputV1Schema,
    CreateOrderInput: orders.createOrderInputV1Schema,
    ChangeOrderStatusInput: orders.changeOrderStatusInputV1Schema,
  },
  v2: {
    CreateProductInput: catalog.createProductInputV2Schema,
    UpdateProductInput: catalog.updateProductInputV2Schema,
    CreateOrderInput: orders.createOrderInputV2Schema,
    ChangeOrderStatusInput: orders.changeOrderStatusInputV2Schema,
  },
};

export function namedSchemas(version: ApiVersion): NamedSchema[] {
  const named = (io: 'input' | 'output', schemas: Record<string, z.ZodType>) =>
    Object.entries(schemas).map(([name, schema]) => ({ name, schema, io }));
  return [
    ...named('output', sharedOutputs),
    ...named('output', versionedOutputs[version]),
    ...named('input', sharedInputs),
    ...named('input', versionedInputs[version]),
  ].sort((a, b) => a.name.localeCompare(b.name));
}
