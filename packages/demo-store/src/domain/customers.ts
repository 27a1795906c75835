import { notFound, StoreError } from '../errors.ts';
import { nextId } from './seed.ts';
import type { Customer, DemoStoreState } from './types.ts';

/** Customers: plain records, unique by email. */

export function getCustomer(state: DemoStoreState, customerId: string): Customer {
  const customer = state.customers.get(customerId);
  if (!customer) throw notFound('Customer', customerId);
  return customer;
}

export function findCustomers(state: DemoStoreState, search: string | undefined): Customer[] {
  const needle = search?.trim().toLowerCase();
  return [...state.customers.values()]
    .filter((customer) => !needle || `${customer.name} ${customer.email}`.toLowerCase().includes(needle))
    .sort((a, b) => a.id.localeCompare(b.id));
}

export function createCustomer(
  state: DemoStoreState,
  input: { email: string; name: string },
  now: Date,
): Customer {
  const email = input.email.toLowerCase();
  if ([...state.customers.values()].some((customer) => customer.email === email)) {
    throw new StoreError('CONFLICT', `A customer with email ${email} already exists`);
  }
  const customer = {
    id: nextId(state, 'customer', 'cus', 3),
    email,
    name: input.name,
    createdAt: now.toISOString(),
  };
  state.customers.set(customer.id, customer);
  return customer;
}
