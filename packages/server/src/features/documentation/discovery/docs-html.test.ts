import { describe, expect, it } from 'vitest';
import { decodeEntities, endpointMentions, pageBlocks, pageLinks, stripNonContent } from './docs-html.ts';

const mentionsOf = (html: string) =>
  endpointMentions(pageBlocks(html)).map(
    (found) => `${found.method} ${found.target} | ${found.description ?? ''}`,
  );

describe('pageBlocks and endpointMentions', () => {
  it('reads endpoints from headings with the prose and heading around them', () => {
    const html =
      '<h1>Products</h1><h2>GET /products/:id</h2><p>Returns one product, with its <b>variants</b>.</p><p>More detail.</p><h2>Next</h2><p>Unrelated.</p>';
    expect(mentionsOf(html)).toEqual([
      'GET /products/:id | Returns one product, with its variants. More detail.',
    ]);
  });

  it('reads table rows, inline code and code blocks, skipping HTTP versions', () => {
    const html = [
      '<table><tr><th>Method</th><th>Path</th><th>About</th></tr>',
      '<tr><td><code>POST</code></td><td><code>/carts/{cartId}/items</code></td><td>Adds an item to a cart</td></tr></table>',
      '<h3>Create an order</h3>',
      '<pre><code>POST /orders HTTP/1.1\nHost: shop.example.com\n\n{"cartId": "c1"}</code></pre>',
      '<p>Creates an order from a cart.</p>',
      '<p>Call <code>DELETE https://api.example.com/v1/coupons/&lt;code&gt;</code> to remove a coupon.</p>',
    ].join('');
    expect(mentionsOf(html)).toEqual([
      'POST /carts/{cartId}/items | Adds an item to a cart',
      'POST /orders | Create an order. Creates an order from a cart.',
      'DELETE https://api.example.com/v1/coupons/<code> | to remove a coupon.',
    ]);
  });

  it('ignores scripts, styles and comments, and lowercase prose', () => {
    const html =
      '<script>fetch("GET /from-script")</script><style>a{}</style><!-- GET /commented --><p>get /lowercase is prose, GET / alone is not a path</p>';
    expect(mentionsOf(html)).toEqual([]);
  });
});

describe('pageLinks', () => {
  it('resolves links against the page or its base, dropping fragments and non-web links', () => {
    const html = stripNonContent(
      '<base href="/docs/v2/"><a href="intro.html#top">Intro</a><a href=\'../v1/\'>v1</a><a href="mailto:x@y.z">mail</a><a href="#here">here</a>' +
        '<a href=https://other.example/x>other</a><link rel="service-desc" href="/openapi.yaml"><link rel="stylesheet" href="/site.css">',
    );
    expect(pageLinks(html, 'http://docs.example/start')).toEqual({
      links: [
        'http://docs.example/docs/v2/intro.html',
        'http://docs.example/docs/v1/',
        'https://other.example/x',
      ],
      declared: ['http://docs.example/openapi.yaml'],
    });
  });

  it('decodes entities in text and links', () => {
    expect(decodeEntities('a &amp; b &lt;id&gt; &#123;x&#x7D; &unknown;')).toBe('a & b <id> {x} &unknown;');
  });
});
