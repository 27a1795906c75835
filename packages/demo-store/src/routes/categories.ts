import { z } from 'zod';
import { createCategory, getCategory } from '../domain/catalog.ts';
import { paginate } from '../domain/pagination.ts';
import { defineRoute } from '../http/route-definition.ts';
import { categoryPageSchema, categorySchema, createCategoryInputSchema } from '../schemas/catalog.ts';
import { paginationQueryShape } from '../schemas/common.ts';
import { toCategoryView } from '../views.ts';

const categoryIdParam = {
  categoryId: { description: 'Category id (`cat_001`) or slug (`apparel`).', example: 'cat_001' },
};

export const categoryRoutes = [
  defineRoute({
    method: 'get',
    path: '/categories',
    operationId: 'listCategories',
    summary: 'List categories',
    description:
      'Returns the product categories in id order, a page at a time, with the number of products in each.',
    tag: 'Categories',
    query: z.object(paginationQueryShape),
    success: {
      status: 200,
      description: 'A page of categories.',
      schema: categoryPageSchema,
      example: ({ state }) =>
        paginate([...state.categories.values()], { limit: 2, offset: 0 }, (c) => toCategoryView(state, c)),
    },
    handle: ({ state, query }) => ({
      status: 200,
      body: paginate([...state.categories.values()], query, (category) => toCategoryView(state, category)),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/categories/{categoryId}',
    operationId: 'getCategory',
    summary: 'Get a category',
    description: 'Returns one category, looked up by id or by slug.',
    tag: 'Categories',
    params: categoryIdParam,
    success: {
      status: 200,
      description: 'The category.',
      schema: categorySchema,
      example: ({ state }) => toCategoryView(state, getCategory(state, 'cat_001')),
    },
    handle: ({ state, params }) => ({
      status: 200,
      body: toCategoryView(state, getCategory(state, params.categoryId ?? '')),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/categories',
    operationId: 'createCategory',
    summary: 'Create a category',
    description: 'Adds an empty category. Its slug must be unique; when omitted it is derived from the name.',
    tag: 'Categories',
    body: createCategoryInputSchema,
    success: {
      status: 201,
      description: 'The new category.',
      schema: categorySchema,
      example: ({ state }) =>
        toCategoryView(
          state,
          createCategory(state, { name: 'Outdoor', description: 'Tents and camping gear.' }),
        ),
    },
    errors: [409],
    handle: ({ state, body }) => ({ status: 201, body: toCategoryView(state, createCategory(state, body)) }),
  }),
];
