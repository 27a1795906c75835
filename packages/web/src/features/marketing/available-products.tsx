import { Package } from 'lucide-react';
import { salesMailto } from './contact-links.ts';
import { availableProducts } from './products.ts';

export function AvailableProducts() {
  return (
    <section aria-labelledby="products-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="products-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Available Products
        </h2>
        <p className="mt-2 text-slate-600">More from Cartographer, sold separately from the plans.</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {availableProducts.map((product) => (
            <li
              key={product.id}
              className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex size-11 flex-none items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                <Package className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg font-semibold text-slate-900">{product.name}</h3>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                    {product.mode === 'subscription' ? 'Subscription' : 'One-time payment'}
                  </span>
                </div>
                <p className="mt-2 text-sm leading-6 text-slate-600">{product.description}</p>
                <a
                  href={salesMailto(product.name)}
                  className="mt-4 inline-flex rounded-md text-sm font-semibold text-brand-700 hover:text-brand-600"
                >
                  Ask us about {product.name}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
