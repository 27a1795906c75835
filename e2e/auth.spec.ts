import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, demo, launch, newPage, screenshot, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('sign up, sign in, guards, sign out', () => {
  it('shows every validation message under its field, then creates the account', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/signup?plan=starter');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: /Starter/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'Email is required',
      'Password is required',
      'Name is required',
      'Company name is required',
      'Please select your biggest challenge',
      'Please indicate how critical this is',
      'Please indicate your current resource usage',
      'You must agree to the terms and conditions',
    ]) {
      expect(await page.getByText(message, { exact: true }).count(), message).toBe(1);
    }
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await page.getByText('Email is invalid').count()).toBe(1);
    expect(await page.getByText('Password must be at least 8 characters').count()).toBe(1);
    await screenshot(page, 'signup-errors');

    const email = `e2e-${Date.now()}@example.test`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByLabel('Name').fill('Eve Tester');
    await page.getByLabel('Company').fill('Browser Goods');
    const selects = page.locator('select');
    await selects.nth(0).selectOption('A');
    await selects.nth(1).selectOption('B');
    await selects.nth(2).selectOption('C');
    await page.getByLabel(/I agree to the terms/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/app');
    expect(await page.getByText('Account created successfully').count()).toBe(1);
    await page.getByRole('heading', { name: 'Welcome back, Eve Tester' }).waitFor();
    await screenshot(page, 'dashboard-new-user');
    await context.close();
  });

  it('signs in with the demo credentials shown on the page, and refuses a wrong password', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText(demo.email).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByText('Email is required').count()).toBe(1);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid credentials').waitFor();
    await screenshot(page, 'login-invalid');
    await page.getByRole('button', { name: 'Fill in the demo account' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/app');
    expect(await page.getByText('Logged in successfully').count()).toBe(1);
    await context.close();
  });

  it('guards /app: to /login and back to the asked-for page; non-admins off /app/admin', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/app/settings');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/app/settings');
    await page.goto('/app/admin');
    await page.waitForURL((url) => url.pathname === '/app');
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await context.close();
  });

  it('lets the admin into the admin dashboard with real customer rows', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin@cartographer.dev', adminPassword);
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/app/admin');
    await page.getByText(demo.email).waitFor();
    await screenshot(page, 'admin');
    await context.close();
  });

  it('signs out: server session ended, message shown, /app guarded again', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.getByRole('button', { name: /Demo User/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    expect(await page.getByText('You have been logged out successfully').count()).toBe(1);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
    await page.goto('/app');
    await page.waitForURL('**/login');
    await context.close();
  });
});
