import type { Category, Product, ProductOption, Variant } from './types.ts';

/** The seeded catalogue: fixed records, the same after every reset (no randomness, no clock). */

export const seedCategories: Category[] = [
  { id: 'cat_001', slug: 'apparel', name: 'Apparel', description: 'T-shirts, knitwear and outerwear.' },
  { id: 'cat_002', slug: 'shoes', name: 'Shoes', description: 'Everyday shoes, runners and boots.' },
  { id: 'cat_003', slug: 'accessories', name: 'Accessories', description: 'Socks, belts and small extras.' },
  { id: 'cat_004', slug: 'home', name: 'Home', description: 'Mugs, cushions and candles for the home.' },
];

interface ProductSeed {
  number: number;
  name: string;
  categoryId: string;
  skuPrefix: string;
  price: number;
  salePrice?: number;
  description: string;
  tags: string[];
  options: ProductOption[];
  /** Stock of each variant, in the order of the options' cartesian product. */
  stock: number[];
  rating: Product['rating'];
}

const productSeeds: ProductSeed[] = [
  {
    number: 1,
    name: 'Classic Cotton T-Shirt',
    categoryId: 'cat_001',
    skuPrefix: 'TEE',
    price: 2500,
    description:
      'A midweight crew-neck T-shirt knitted from 100% combed organic cotton (180 g/m²). Pre-shrunk, with a ' +
      'taped neck seam and double-stitched hems so it keeps its shape wash after wash. Regular fit; take your ' +
      'usual size, or size up for a relaxed look. Machine wash at 30 °C, tumble dry low.',
    tags: ['cotton', 'basics', 'unisex'],
    options: [
      { name: 'colour', values: ['Black', 'White'] },
      { name: 'size', values: ['S', 'M', 'L'] },
    ],
    stock: [12, 20, 15, 8, 10, 0],
    rating: { average: 4.6, count: 128 },
  },
  {
    number: 2,
    name: 'Merino Wool Sweater',
    categoryId: 'cat_001',
    skuPrefix: 'SWT',
    price: 8900,
    salePrice: 6900,
    description: 'Fine-gauge merino crew neck in navy. Warm without bulk, soft against the skin.',
    tags: ['wool', 'knitwear', 'sale'],
    options: [{ name: 'size', values: ['S', 'M', 'L'] }],
    stock: [6, 9, 4],
    rating: { average: 4.8, count: 57 },
  },
  {
    number: 3,
    name: 'Packable Rain Jacket',
    categoryId: 'cat_001',
    skuPrefix: 'JKT',
    price: 12900,
    description: 'Waterproof, breathable shell that folds into its own chest pocket.',
    tags: ['outerwear', 'waterproof'],
    options: [
      { name: 'colour', values: ['Olive', 'Yellow'] },
      { name: 'size', values: ['M', 'L'] },
    ],
    stock: [5, 7, 3, 4],
    rating: { average: 4.3, count: 41 },
  },
  {
    number: 4,
    name: 'Everyday Running Shoe',
    categoryId: 'cat_002',
    skuPrefix: 'RUN',
    price: 11000,
    description: 'Cushioned daily trainer with a breathable mesh upper, in grey.',
    tags: ['running', 'mesh'],
    options: [{ name: 'size', values: ['40', '41', '42', '43', '44'] }],
    stock: [3, 8, 11, 9, 2],
    rating: { average: 4.5, count: 212 },
  },
  {
    number: 5,
    name: 'Leather Chelsea Boot',
    categoryId: 'cat_002',
    skuPrefix: 'BOT',
    price: 18900,
    description: 'Full-grain leather Chelsea boot with elastic side panels and a stitched rubber sole.',
    tags: ['leather', 'boots'],
    options: [
      { name: 'colour', values: ['Brown', 'Black'] },
      { name: 'size', values: ['41', '42', '43'] },
    ],
    stock: [4, 6, 2, 3, 5, 1],
    rating: { average: 4.7, count: 89 },
  },
  {
    number: 6,
    name: 'Canvas Sneaker',
    categoryId: 'cat_002',
    skuPrefix: 'SNK',
    price: 6500,
    description: 'Low-top sneaker in white cotton canvas with a vulcanised sole.',
    tags: ['canvas', 'casual'],
    options: [{ name: 'size', values: ['39', '40', '41', '42'] }],
    stock: [10, 14, 12, 7],
    rating: { average: 4.1, count: 164 },
  },
  {
    number: 7,
    name: 'Cotton Socks (3-pack)',
    categoryId: 'cat_003',
    skuPrefix: 'SCK',
    price: 1200,
    description: 'Three pairs of ribbed cotton-blend socks with a reinforced heel and toe.',
    tags: ['cotton', 'basics'],
    options: [{ name: 'size', values: ['S/M', 'L/XL'] }],
    stock: [40, 35],
    rating: { average: 4.4, count: 301 },
  },
  {
    number: 8,
    name: 'Enamel Pin',
    categoryId: 'cat_003',
    skuPrefix: 'PIN',
    price: 350,
    description: 'Hard-enamel pin in the shape of a folded map, with a rubber clutch back.',
    tags: ['gift'],
    options: [],
    stock: [100],
    rating: { average: 4.9, count: 18 },
  },
  {
    number: 9,
    name: 'Leather Belt',
    categoryId: 'cat_003',
    skuPrefix: 'BLT',
    price: 4500,
    description: 'Vegetable-tanned leather belt with a solid brass buckle. Sizes are waist lengths in cm.',
    tags: ['leather'],
    options: [{ name: 'size', values: ['85', '95', '105'] }],
    stock: [6, 8, 5],
    rating: null,
  },
  {
    number: 10,
    name: 'Stoneware Mug',
    categoryId: 'cat_004',
    skuPrefix: 'MUG',
    price: 1800,
    description: 'Hand-glazed 350 ml stoneware mug. Dishwasher and microwave safe.',
    tags: ['kitchen', 'gift'],
    options: [{ name: 'colour', values: ['White', 'Sage'] }],
    stock: [25, 18],
    rating: { average: 4.6, count: 76 },
  },
  {
    number: 11,
    name: 'Linen Throw Pillow',
    categoryId: 'cat_004',
    skuPrefix: 'PLW',
    price: 3400,
    description: 'Stonewashed linen cover (45 × 45 cm) with a feather-filled insert.',
    tags: ['linen', 'living room'],
    options: [{ name: 'colour', values: ['Oat', 'Rust'] }],
    stock: [9, 6],
    rating: { average: 4.2, count: 33 },
  },
  {
    number: 12,
    name: 'Soy Wax Candle',
    categoryId: 'cat_004',
    skuPrefix: 'CDL',
    price: 2200,
    description:
      'Cedar and fig scented soy wax candle in a reusable amber glass jar; about 40 hours of burn time.',
    tags: ['fragrance', 'gift'],
    options: [],
    stock: [5],
    rating: { average: 4.7, count: 95 },
  },
];

function optionCombinations(options: ProductOption[]): Record<string, string>[] {
  let combinations: Record<string, string>[] = [{}];
  for (const option of options) {
    combinations = combinations.flatMap((partial) =>
      option.values.map((value) => ({ ...partial, [option.name]: value })),
    );
  }
  return combinations;
}

function skuPart(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 3);
}

function productFromSeed(seed: ProductSeed): Product {
  const number = String(seed.number).padStart(3, '0');
  const variants: Variant[] = optionCombinations(seed.options).map((options, index) => ({
    id: `var_${number}_${index + 1}`,
    sku: [seed.skuPrefix, ...Object.values(options).map(skuPart)].join('-'),
    options,
    price: seed.price,
    salePrice: seed.salePrice ?? null,
    stock: seed.stock[index] ?? 0,
  }));
  const day = String(seed.number + 9).padStart(2, '0');
  const createdAt = `2025-01-${day}T09:00:00.000Z`;
  return {
    id: `prod_${number}`,
    slug: seed.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/(^-|-$)/g, ''),
    name: seed.name,
    description: seed.description,
    categoryId: seed.categoryId,
    tags: seed.tags,
    options: seed.options,
    variants,
    rating: seed.rating,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Fresh copies each time: the store mutates its records (stock, tags), never the seed. */
export function seedProducts(): Product[] {
  return productSeeds.map((seed) => structuredClone(productFromSeed(seed)));
}
