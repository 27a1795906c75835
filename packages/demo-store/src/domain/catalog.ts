import { notFound, StoreError, validationErrorMessage } from '../errors.ts';
import { currentUnitPrice } from './pricing.ts';
import { nextId } from './seed.ts';
import type { Category, DemoStoreState, Product, ProductOption, Variant } from './types.ts';

/** Reading and changing the catalogue: categories, products, variants. */

export function getCategory(state: DemoStoreState, idOrSlug: string): Category {
  const category =
    state.categories.get(idOrSlug) ??
    [...state.categories.values()].find((candidate) => candidate.slug === idOrSlug);
  if (!category) throw notFound('Category', idOrSlug);
  return category;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')
    .slice(0, 80);
}

export function createCategory(
  state: DemoStoreState,
  input: { name: string; slug?: string | undefined; description: string },
): Category {
  const slug = input.slug ?? slugify(input.name);
  if (!slug)
    throw new StoreError('VALIDATION_ERROR', validationErrorMessage, [
      { field: 'slug', message: 'The name has no letters or digits to make a slug from; give a slug' },
    ]);
  if ([...state.categories.values()].some((category) => category.slug === slug)) {
    throw new StoreError('CONFLICT', `A category with slug ${slug} already exists`);
  }
  const category = {
    id: nextId(state, 'category', 'cat', 3),
    slug,
    name: input.name,
    description: input.description,
  };
  state.categories.set(category.id, category);
  return category;
}

export function getProduct(state: DemoStoreState, productId: string): Product {
  const product = state.products.get(productId);
  if (!product) throw notFound('Product', productId);
  return product;
}

export function getVariant(product: Product, variantId: string): Variant {
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) throw notFound('Variant', variantId);
  return variant;
}

export function findVariantAnywhere(
  state: DemoStoreState,
  variantId: string,
): { product: Product; variant: Variant } {
  for (const product of state.products.values()) {
    const variant = product.variants.find((candidate) => candidate.id === variantId);
    if (variant) return { product, variant };
  }
  throw notFound('Variant', variantId);
}

export interface ProductFilter {
  category?: string | undefined;
  search?: string | undefined;
  inStock?: 'true' | 'false' | undefined;
  sort: 'name' | '-name' | 'price' | '-price' | 'newest';
}

function lowestPrice(product: Product): number {
  return Math.min(...product.variants.map(currentUnitPrice));
}

export function hasStock(product: Product): boolean {
  return product.variants.some((variant) => variant.stock > 0);
}

function matchesSearch(product: Product, needle: string): boolean {
  const haystacks = [
    product.name,
    product.description,
    ...product.tags,
    ...product.variants.map((v) => v.sku),
  ];
  return haystacks.some((text) => text.toLowerCase().includes(needle));
}

const comparators: Record<ProductFilter['sort'], (a: Product, b: Product) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id),
  '-name': (a, b) => b.name.localeCompare(a.name, 'en') || a.id.localeCompare(b.id),
  price: (a, b) => lowestPrice(a) - lowestPrice(b) || a.id.localeCompare(b.id),
  '-price': (a, b) => lowestPrice(b) - lowestPrice(a) || a.id.localeCompare(b.id),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
};

export function findProducts(state: DemoStoreState, filter: ProductFilter): Product[] {
  const categoryId = filter.category === undefined ? undefined : getCategory(state, filter.category).id;
  const needle = filter.search?.trim().toLowerCase();
  const wantStock = filter.inStock === undefined ? undefined : filter.inStock === 'true';
  return [...state.products.values()]
    .filter((product) => categoryId === undefined || product.categoryId === categoryId)
    .filter((product) => !needle || matchesSearch(product, needle))
    .filter((product) => wantStock === undefined || hasStock(product) === wantStock)
    .sort(comparators[filter.sort]);
}

/** Option names and values in first-seen order across the variants. */
function optionsOf(variants: { options: Record<string, string> }[]): ProductOption[] {
  const values = new Map<string, string[]>();
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.options)) {
      const list = values.get(name) ?? [];
      if (!list.includes(value)) list.push(value);
      values.set(name, list);
    }
  }
  return [...values].map(([name, list]) => ({ name, values: list }));
}

export interface NewProduct {
  name: string;
  slug?: string | undefined;
  description: string;
  categoryId: string;
  tags: string[];
  variants: {
    sku: string;
    options: Record<string, string>;
    price: { amount: number };
    salePrice?: { amount: number } | null | undefined;
    stock: number;
  }[];
}

export function createProduct(state: DemoStoreState, input: NewProduct, now: Date): Product {
  getCategory(state, input.categoryId);
  const slug = input.slug ?? slugify(input.name);
  if ([...state.products.values()].some((product) => product.slug === slug)) {
    throw new StoreError('CONFLICT', `A product with slug ${slug} already exists`);
  }
  const skus = new Set([...state.products.values()].flatMap((product) => product.variants.map((v) => v.sku)));
  for (const variant of input.variants) {
    if (skus.has(variant.sku)) throw new StoreError('CONFLICT', `SKU ${variant.sku} is already in use`);
    skus.add(variant.sku);
  }
  const id = nextId(state, 'product', 'prod', 3);
  const at = now.toISOString();
  const product: Product = {
    id,
    slug,
    name: input.name,
    description: input.description,
    categoryId: input.categoryId,
    tags: input.tags,
    options: optionsOf(input.variants),
    variants: input.variants.map((variant, index) => ({
      id: `${id.replace('prod', 'var')}_${index + 1}`,
      sku: variant.sku,
      options: variant.options,
      price: variant.price.amount,
      salePrice: variant.salePrice?.amount ?? null,
      stock: variant.stock,
    })),
    rating: null,
    createdAt: at,
    updatedAt: at,
  };
  state.products.set(id, product);
  return product;
}

export interface ProductChanges {
  name?: string | undefined;
  description?: string | undefined;
  categoryId?: string | undefined;
  tags?: string[] | undefined;
}

export function updateProduct(
  state: DemoStoreState,
  productId: string,
  changes: ProductChanges,
  now: Date,
): Product {
  const product = getProduct(state, productId);
  if (changes.categoryId !== undefined) getCategory(state, changes.categoryId);
  if (changes.name !== undefined) product.name = changes.name;
  if (changes.description !== undefined) product.description = changes.description;
  if (changes.categoryId !== undefined) product.categoryId = changes.categoryId;
  if (changes.tags !== undefined) product.tags = changes.tags;
  product.updatedAt = now.toISOString();
  return product;
}

export interface VariantChanges {
  price?: { amount: number } | undefined;
  salePrice?: { amount: number } | null | undefined;
  stock?: number | undefined;
}

export function updateVariant(
  state: DemoStoreState,
  ids: { productId: string; variantId: string },
  changes: VariantChanges,
  now: Date,
): Variant {
  const product = getProduct(state, ids.productId);
  const variant = getVariant(product, ids.variantId);
  const price = changes.price?.amount ?? variant.price;
  const salePrice = changes.salePrice === undefined ? variant.salePrice : (changes.salePrice?.amount ?? null);
  if (salePrice !== null && salePrice >= price) {
    throw new StoreError('VALIDATION_ERROR', validationErrorMessage, [
      { field: 'salePrice', message: 'salePrice must be lower than price' },
    ]);
  }
  variant.price = price;
  variant.salePrice = salePrice;
  if (changes.stock !== undefined) variant.stock = changes.stock;
  product.updatedAt = now.toISOString();
  return variant;
}
