import { createProduct, findProducts, getProduct, updateProduct, updateVariant } from '../domain/catalog.ts';
import { paginate } from '../domain/pagination.ts';
import { defineRoute, perVersion } from '../http/route-definition.ts';
import {
  createProductInputV1Schema,
  createProductInputV2Schema,
  productListQuerySchema,
  productPageV1Schema,
  productPageV2Schema,
  productV1Schema,
  productV2Schema,
  updateProductInputV1Schema,
  updateProductInputV2Schema,
  updateVariantInputSchema,
  variantListSchema,
  variantSchema,
} from '../schemas/catalog.ts';
import { toProductView, toVariantView } from '../views.ts';

const productIdParam = { productId: { description: 'Product id.', example: 'prod_001' } };
const variantIdParams = {
  ...productIdParam,
  variantId: { description: 'Id of one of the product’s variants.', example: 'var_001_2' },
};

/** v2 calls the product's name `title`, in answers and in requests. */
function productName(
  body: { name?: string | undefined } | { title?: string | undefined },
): string | undefined {
  return 'title' in body ? body.title : 'name' in body ? body.name : undefined;
}

export const productRoutes = [
  defineRoute({
    method: 'get',
    path: '/products',
    operationId: 'listProducts',
    summary: 'List products',
    description:
      'Returns products with their variants, a page at a time. Filter by category, free-text search and ' +
      'availability; sort by name, price or newest. `total` counts every product matching the filters.',
    tag: 'Products',
    query: productListQuerySchema,
    success: {
      status: 200,
      description: 'A page of products.',
      schema: perVersion(productPageV1Schema, productPageV2Schema),
      example: ({ state, version }) =>
        paginate(
          findProducts(state, { category: 'home', sort: 'price' }),
          { limit: 1, offset: 0 },
          (product) => toProductView(product, version),
        ),
    },
    errors: [404],
    handle: ({ state, version, query }) => ({
      status: 200,
      body: paginate(findProducts(state, query), query, (product) => toProductView(product, version)),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/products/{productId}',
    operationId: 'getProduct',
    summary: 'Get a product',
    description: 'Returns one product with all its variants, their prices and their stock.',
    tag: 'Products',
    params: productIdParam,
    success: {
      status: 200,
      description: 'The product.',
      schema: perVersion(productV1Schema, productV2Schema),
      example: ({ state, version }) => toProductView(getProduct(state, 'prod_001'), version),
    },
    handle: ({ state, version, params }) => ({
      status: 200,
      body: toProductView(getProduct(state, params.productId ?? ''), version),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/products',
    operationId: 'createProduct',
    summary: 'Create a product',
    description:
      'Adds a product with one or more variants. The category must exist (404 otherwise); slug and SKUs ' +
      'must be unique (409 otherwise). Option names and values are collected from the variants.',
    tag: 'Products',
    body: perVersion(createProductInputV1Schema, createProductInputV2Schema),
    success: {
      status: 201,
      description: 'The new product.',
      schema: perVersion(productV1Schema, productV2Schema),
      example: ({ state, version, now }) => {
        const variant = { sku: 'MUG-BLU', options: { colour: 'Blue' }, price: { amount: 1900 }, stock: 10 };
        const input = {
          name: 'Blue Mug',
          description: 'Blue glazed stoneware mug.',
          categoryId: 'cat_004',
          tags: [],
        };
        return toProductView(createProduct(state, { ...input, variants: [variant] }, now), version);
      },
    },
    errors: [404, 409],
    handle: ({ state, version, body, now }) => {
      const product = createProduct(state, { ...body, name: productName(body) ?? '' }, now);
      return { status: 201, body: toProductView(product, version) };
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/products/{productId}',
    operationId: 'updateProduct',
    summary: 'Update a product',
    description:
      'Changes the name, description, category or tags of a product. Omitted fields keep their value.',
    tag: 'Products',
    params: productIdParam,
    body: perVersion(updateProductInputV1Schema, updateProductInputV2Schema),
    success: {
      status: 200,
      description: 'The updated product.',
      schema: perVersion(productV1Schema, productV2Schema),
      example: ({ state, version, now }) =>
        toProductView(updateProduct(state, 'prod_001', { tags: ['cotton', 'bestseller'] }, now), version),
    },
    handle: ({ state, version, params, body, now }) => {
      const changes = { ...body, name: productName(body) };
      return {
        status: 200,
        body: toProductView(updateProduct(state, params.productId ?? '', changes, now), version),
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/products/{productId}/variants',
    operationId: 'listProductVariants',
    summary: 'List the variants of a product',
    description: perVersion(
      'Returns every variant of a product with its options, price and stock.',
      'Returns every variant of a product. Deprecated: the variants are part of the product (GET /products/{productId}).',
    ),
    tag: 'Products',
    params: productIdParam,
    success: {
      status: 200,
      description: 'The variants.',
      schema: variantListSchema,
      example: ({ state }) => ({ data: getProduct(state, 'prod_002').variants.map(toVariantView) }),
    },
    deprecatedIn: ['v2'],
    handle: ({ state, params }) => ({
      status: 200,
      body: { data: getProduct(state, params.productId ?? '').variants.map(toVariantView) },
    }),
  }),
  defineRoute({
    method: 'patch',
    path: '/products/{productId}/variants/{variantId}',
    operationId: 'updateVariant',
    summary: 'Update a variant’s price or stock',
    description:
      'Sets a variant’s regular price, sale price (null ends the sale) or stock level. A sale price must stay ' +
      'below the regular price (422 otherwise).',
    tag: 'Products',
    params: variantIdParams,
    body: updateVariantInputSchema,
    success: {
      status: 200,
      description: 'The updated variant.',
      schema: variantSchema,
      example: ({ state, now }) =>
        toVariantView(
          updateVariant(state, { productId: 'prod_001', variantId: 'var_001_2' }, { stock: 25 }, now),
        ),
    },
    handle: ({ state, params, body, now }) => {
      const ids = { productId: params.productId ?? '', variantId: params.variantId ?? '' };
      return { status: 200, body: toVariantView(updateVariant(state, ids, body, now)) };
    },
  }),
];
