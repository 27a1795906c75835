import { describe, expect, it } from 'vitest';
import { extractRoutes, mayDeclareRoutes } from './route-extractors.ts';
import { normalizeRoutePath } from './route-path.ts';

const brief = (file: string, text: string) =>
  extractRoutes(file, text).map((route) => `${route.method} ${route.path} @${route.line}`);

describe('normalizeRoutePath', () => {
  it('brings every framework syntax to {param}', () => {
    expect(normalizeRoutePath('/products/:id')).toBe('/products/{id}');
    expect(normalizeRoutePath('/products/:id(\\d+)?')).toBe('/products/{id}');
    expect(normalizeRoutePath('/flights/:from-:to')).toBe('/flights/{from}-{to}');
    expect(normalizeRoutePath('/users/<int:user_id>/orders/<ref>')).toBe('/users/{user_id}/orders/{ref}');
    expect(normalizeRoutePath('/items/{id:[0-9]{3}}')).toBe('/items/{id}');
    expect(normalizeRoutePath('/files/{file_path:path}')).toBe('/files/{file_path}');
    expect(normalizeRoutePath('/posts/{slug?}')).toBe('/posts/{slug}');
    expect(normalizeRoutePath('pages/*rest')).toBe('/pages/{rest}');
    expect(normalizeRoutePath('api//v1/')).toBe('/api/v1');
    expect(normalizeRoutePath('')).toBe('/');
  });
});

describe('Express, Fastify, Koa, hapi', () => {
  it('reads verb calls, chained routes and route objects with lines and comments', () => {
    const text = [
      "const express = require('express');", // 1
      'const app = express();',
      '// Lists the products in the catalogue.',
      "app.get('/products', listProducts);", // 4
      'router.post("/products/:id/variants", auth, (req, res) => {', // 5
      "  res.json({ description: 'not a route description' });",
      '});',
      "router.route('/carts/:cartId')", // 8
      '  .get((req, res) => res.json({}))', // 9
      '  .delete(removeCart);', // 10
      "app.use('/static', serveStatic);",
      "const type = headers.get('/not-a-route', 1);",
      "axios.get('/api/products', { params });",
      "map.get('/key');",
    ].join('\n');
    expect(brief('src/app.js', text)).toEqual([
      'GET /products @4',
      'POST /products/{id}/variants @5',
      'GET /carts/{cartId} @9',
      'DELETE /carts/{cartId} @10',
    ]);
    const [first] = extractRoutes('src/app.js', text);
    expect(first).toMatchObject({
      description: 'Lists the products in the catalogue.',
      framework: 'Express',
      file: 'src/app.js',
    });
  });

  it('reads Fastify shorthand with schema summaries and fastify.route objects', () => {
    const text = [
      "import Fastify from 'fastify';",
      'const fastify = Fastify();',
      "fastify.get('/orders/:orderId', { schema: { summary: 'Get one order' } }, async () => ({}));", // 3
      'fastify.route({', // 4
      "  method: ['PUT', 'PATCH'],",
      "  url: '/orders/:orderId/status',",
      "  schema: { description: 'Moves an order to its next status' },",
      '  handler: async () => ({}),',
      '});',
    ].join('\n');
    const routes = extractRoutes('server.ts', text);
    expect(routes.map((route) => `${route.method} ${route.path} ${route.description}`)).toEqual([
      'GET /orders/{orderId} Get one order',
      'PUT /orders/{orderId}/status Moves an order to its next status',
      'PATCH /orders/{orderId}/status Moves an order to its next status',
    ]);
    expect(new Set(routes.map((route) => route.framework))).toEqual(new Set(['Fastify']));
  });

  it('reads hapi route objects with path and a wildcard method', () => {
    const text =
      "import Hapi from '@hapi/hapi';\nserver.route({ method: '*', path: '/health/{check?}', handler });";
    expect(extractRoutes('index.mjs', text)).toMatchObject([
      { method: 'ANY', path: '/health/{check}', framework: 'hapi', line: 2 },
    ]);
  });
});

describe('NestJS', () => {
  it('joins the controller prefix with method decorators and reads @ApiOperation', () => {
    const text = [
      "import { Controller, Get, Post, Delete } from '@nestjs/common';",
      "@Controller('products')", // 2
      'export class ProductsController {',
      '  @Get()', // 4
      '  findAll() {}',
      '',
      "  @ApiOperation({ summary: 'Get one product' })",
      "  @Get(':id')", // 8
      "  findOne(@Param('id') id: string) {}",
      '',
      '  /** Deletes a product and its variants. */',
      "  @Delete(':id')", // 12
      '  @HttpCode(204)',
      '  remove() {}',
      '}',
      "@Controller({ path: 'carts', version: '1' })",
      'export class CartsController {',
      "  @Post(':cartId/items')", // 18
      '  addItem() {}',
      '}',
    ].join('\n');
    const routes = extractRoutes('src/products.controller.ts', text);
    expect(routes.map((route) => `${route.method} ${route.path} @${route.line}`)).toEqual([
      'GET /products @4',
      'GET /products/{id} @8',
      'DELETE /products/{id} @12',
      'POST /carts/{cartId}/items @18',
    ]);
    expect(routes[1]!.description).toBe('Get one product');
    expect(routes[2]!.description).toBe('Deletes a product and its variants.');
    expect(routes.every((route) => route.framework === 'NestJS')).toBe(true);
  });
});

describe('FastAPI and Flask', () => {
  it('reads FastAPI decorators with router prefixes, summaries and docstrings', () => {
    const text = [
      'from fastapi import APIRouter, FastAPI',
      'app = FastAPI()',
      'router = APIRouter(prefix="/items", tags=["items"])',
      '',
      '@app.get("/health")', // 5
      'def health():',
      '    return {}',
      '',
      '@router.get("/{item_id}", response_model=Item)', // 9
      'async def read_item(item_id: int, q: Annotated[str | None, Query(max_length=50)] = None) -> Item:',
      '    """Read one item.',
      '',
      '    Longer explanation that is not the summary.',
      '    """',
      '',
      '@router.post("/", summary="Create an item")', // 16
      'def create_item(item: Item): ...',
      '@app.api_route("/ping", methods=["GET", "HEAD"])', // 18
      'def ping(): ...',
    ].join('\n');
    const routes = extractRoutes('app/main.py', text);
    expect(routes.map((route) => `${route.method} ${route.path} @${route.line}`)).toEqual([
      'GET /health @5',
      'GET /items/{item_id} @9',
      'POST /items @16',
      'GET /ping @18',
      'HEAD /ping @18',
    ]);
    expect(routes[1]!.description).toBe('Read one item.');
    expect(routes[2]!.description).toBe('Create an item');
    expect(routes[0]!.framework).toBe('FastAPI');
  });

  it('reads Flask routes with methods lists, converters and blueprint prefixes', () => {
    const text = [
      'from flask import Blueprint, Flask',
      "bp = Blueprint('orders', __name__, url_prefix='/orders')",
      '',
      '# Changes the status of an order.',
      "@bp.route('/<int:order_id>/status', methods=['PUT', 'PATCH'])", // 5
      'def set_status(order_id): ...',
      '',
      "@app.route('/')", // 8
      'def index(): ...',
    ].join('\n');
    const routes = extractRoutes('shop/orders.py', text);
    expect(routes.map((route) => `${route.method} ${route.path} @${route.line}`)).toEqual([
      'PUT /orders/{order_id}/status @5',
      'PATCH /orders/{order_id}/status @5',
      'GET / @8',
    ]);
    expect(routes[0]).toMatchObject({ framework: 'Flask', description: 'Changes the status of an order.' });
  });
});

describe('Rails', () => {
  it('reads verb routes, resources with only/except, namespaces, nesting and member routes', () => {
    const text = [
      'Rails.application.routes.draw do', // 1
      "  root 'pages#home'",
      "  get '/status', to: 'health#show' # liveness",
      '  namespace :api do',
      '    resources :products do', // 5
      '      resources :reviews, only: [:index, :create]',
      '      member do',
      "        post 'publish'",
      '      end',
      '      get :search, on: :collection',
      '    end',
      '    resource :profile, except: [:new, :edit]',
      "    match 'webhooks/:provider', to: 'hooks#receive', via: [:get, :post]",
      '  end',
      'end',
    ].join('\n');
    const routes = brief('config/routes.rb', text);
    expect(routes).toEqual([
      'GET / @2',
      'GET /status @3',
      'GET /api/products @5',
      'GET /api/products/new @5',
      'POST /api/products @5',
      'GET /api/products/{id} @5',
      'GET /api/products/{id}/edit @5',
      'PATCH /api/products/{id} @5',
      'DELETE /api/products/{id} @5',
      'GET /api/products/{product_id}/reviews @6',
      'POST /api/products/{product_id}/reviews @6',
      'POST /api/products/{id}/publish @8',
      'GET /api/products/search @10',
      'POST /api/profile @12',
      'GET /api/profile @12',
      'PATCH /api/profile @12',
      'DELETE /api/profile @12',
      'GET /api/webhooks/{provider} @13',
      'POST /api/webhooks/{provider} @13',
    ]);
    const status = extractRoutes('config/routes.rb', text)[1]!;
    expect(status).toMatchObject({ description: 'Handled by health#show', framework: 'Rails' });
  });

  it('only reads route files', () => {
    expect(extractRoutes('app/models/product.rb', "get '/x', to: 'a#b'")).toEqual([]);
  });
});

describe('Laravel', () => {
  it('reads verb routes, match, resources and prefix groups, with /api for routes/api.php', () => {
    const text = [
      '<?php',
      'use Illuminate\\Support\\Facades\\Route;',
      '// Lists every category.',
      "Route::get('/categories', [CategoryController::class, 'index']);", // 4
      "Route::prefix('v1')->middleware('auth:sanctum')->group(function () {", // 5
      "    Route::apiResource('products', ProductController::class);", // 6
      "    Route::match(['get', 'post'], '/search/{term?}', 'SearchController@run');", // 7
      "    Route::group(['prefix' => 'admin'], function () {",
      "        Route::resource('photos.comments', CommentController::class)->only(['index', 'show']);", // 9
      '    });',
      '});',
      "Route::delete('/carts/{cart}', fn () => null);", // 12
    ].join('\n');
    const routes = extractRoutes('routes/api.php', text);
    expect(routes.map((route) => `${route.method} ${route.path} @${route.line}`)).toEqual([
      'GET /api/categories @4',
      'GET /api/v1/products @6',
      'POST /api/v1/products @6',
      'GET /api/v1/products/{product} @6',
      'PUT /api/v1/products/{product} @6',
      'DELETE /api/v1/products/{product} @6',
      'GET /api/v1/search/{term} @7',
      'POST /api/v1/search/{term} @7',
      'GET /api/v1/admin/photos/{photo}/comments @9',
      'GET /api/v1/admin/photos/{photo}/comments/{comment} @9',
      'DELETE /api/carts/{cart} @12',
    ]);
    expect(routes[0]!.description).toBe('Lists every category.');
    expect(routes[1]!.description).toBe('products.index (ProductController)');
    expect(routes[6]!.description).toBe('Handled by SearchController@run');
  });
});

describe('Spring', () => {
  it('joins the class @RequestMapping with method mappings (Java)', () => {
    const text = [
      'package shop;',
      '@RestController',
      '@RequestMapping("/api/products")',
      'public class ProductController {',
      '    @GetMapping', // 5
      '    public List<Product> all() { return null; }',
      '',
      '    @Operation(summary = "Find a product by id")',
      '    @GetMapping("/{id}")', // 9
      '    public Product one(@PathVariable Long id) { return null; }',
      '',
      '    /** Replaces the stock of a variant. */',
      '    @PutMapping(value = "/{id}/variants/{variantId:[0-9]+}/stock", consumes = "application/json")', // 13
      '    public void stock() {}',
      '',
      '    @RequestMapping(path = {"/search", "/find"}, method = {RequestMethod.GET, RequestMethod.POST})', // 16
      '    public void search() {}',
      '}',
    ].join('\n');
    const routes = extractRoutes('src/main/java/shop/ProductController.java', text);
    expect(routes.map((route) => `${route.method} ${route.path} @${route.line}`)).toEqual([
      'GET /api/products @5',
      'GET /api/products/{id} @9',
      'PUT /api/products/{id}/variants/{variantId}/stock @13',
      'GET /api/products/search @16',
      'POST /api/products/search @16',
      'GET /api/products/find @16',
      'POST /api/products/find @16',
    ]);
    expect(routes[1]!.description).toBe('Find a product by id');
    expect(routes[2]!.description).toBe('Replaces the stock of a variant.');
  });

  it('reads Kotlin controllers without a class prefix', () => {
    const text = [
      '@RestController',
      'class CartController {',
      '    @DeleteMapping("/carts/{cartId}/items/{itemId}")',
      '    fun remove() {}',
      '}',
    ].join('\n');
    expect(brief('src/main/kotlin/CartController.kt', text)).toEqual([
      'DELETE /carts/{cartId}/items/{itemId} @3',
    ]);
  });
});

describe('mayDeclareRoutes', () => {
  it('leaves tests and non-source files out', () => {
    expect(mayDeclareRoutes('src/app.ts')).toBe(true);
    expect(mayDeclareRoutes('config/routes.rb')).toBe(true);
    expect(mayDeclareRoutes('src/app.test.ts')).toBe(false);
    expect(mayDeclareRoutes('tests/test_api.py')).toBe(false);
    expect(mayDeclareRoutes('README.md')).toBe(false);
  });
});
