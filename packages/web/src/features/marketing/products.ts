/**
 * Products sold besides the plans (product-spec §3, "Purchasable product"). One exists today.
 * Prices and price ids live with the billing server; this list only describes what is on offer.
 */
export interface Product {
  id: string;
  name: string;
  description: string;
  mode: 'subscription' | 'payment';
}

export const availableProducts: Product[] = [
  {
    id: 'bdd',
    name: 'BDD',
    description: 'AI behaviour-driven development generator and logic mapper.',
    mode: 'subscription',
  },
];
