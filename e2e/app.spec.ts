import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, screenshot, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function freshUser(page: import('playwright-core').Page) {
  const email = `settings-${Date.now()}@example.test`;
  const response = await page.request.post('/api/auth/signup', {
    data: {
      email,
      password: 'settings password',
      name: 'Sam Settings',
      company: 'Prefs Ltd',
      survey: { challengeAnswer: 'B', criticalityAnswer: 'C', resourcesAnswer: 'D' },
      plan: 'pro',
      agreeTerms: true,
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

describe('app shell and settings', () => {
  it('every app section shows its title; the sidebar collapses from 16rem to 5rem', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    const titles: [string, string][] = [
      ['/app', 'Dashboard'],
      ['/app/interfaces', 'MCP Interface Builder'],
      ['/app/documentation', 'API Documentation Discovery'],
      ['/app/test-cases', 'Test Case Generator'],
      ['/app/monitoring', 'API Monitoring'],
      ['/app/settings', 'Account Settings'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
    const sidebar = page.getByTestId('sidebar');
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.waitForTimeout(300);
    expect((await sidebar.boundingBox())?.width).toBe(80);
    await screenshot(page, 'sidebar-collapsed');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await context.close();
  });

  it('mobile drawer at 390 px', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.locator('#mobile-navigation');
    await page.waitForTimeout(300);
    expect((await drawer.boundingBox())?.x).toBe(0);
    await screenshot(page, 'mobile-drawer');
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/app/settings');
    await page.waitForTimeout(300);
    expect((await drawer.boundingBox())?.x).toBeLessThan(0);
    await context.close();
  });

  it('saves the profile and notification settings for real', async () => {
    const { page, context } = await newPage(browser);
    const email = await freshUser(page);
    await page.goto('/app/settings');
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(await page.getByText('Name is required').count()).toBe(1);
    await page.getByLabel('Name').fill('Sam Saved');
    await page.getByLabel('Job title').fill('Platform Lead');
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.reload();
    expect(await page.getByLabel('Job title').inputValue()).toBe('Platform Lead');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await screenshot(page, 'settings-profile');

    await page.getByRole('button', { name: 'Notifications' }).click();
    const marketing = page.getByRole('switch', { name: /Marketing emails/ });
    expect(await marketing.isChecked()).toBe(false);
    await marketing.check();
    await page.getByLabel('Minimum severity').selectOption('high');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Notification settings updated').waitFor();
    await page.reload();
    expect(await page.getByRole('switch', { name: /Marketing emails/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Minimum severity').inputValue()).toBe('high');
    await screenshot(page, 'settings-notifications');

    await page.getByRole('button', { name: 'Security' }).click();
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('another password');
    await page.getByLabel('Confirm new password').fill('another password');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Current password is incorrect').waitFor();
    await page.getByLabel('Current password').fill('settings password');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password updated successfully').waitFor();
    await screenshot(page, 'settings-security');
    await context.close();
  });
});
