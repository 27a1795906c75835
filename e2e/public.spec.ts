import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, screenshot } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('public site', () => {
  it('landing: features, pricing from the plan table, header changes after scrolling', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.locator('#features').waitFor();
    await page.locator('#pricing').waitFor();
    const pricing = page.locator('#pricing');
    expect(await pricing.textContent()).toContain('$99');
    expect(await pricing.textContent()).toContain('$299');
    const header = page.locator('header').first();
    const before = await header.getAttribute('class');
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 20);
    await page.waitForTimeout(50);
    expect(await header.getAttribute('class')).not.toBe(before);
    for (const column of ['Product', 'Company', 'Legal', 'Connect']) {
      expect(await page.locator('footer').textContent()).toContain(column);
    }
    await screenshot(page, 'landing');
    await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
    await page.waitForURL('**/signup');
    await context.close();
  });

  it('landing mobile menu opens and closes at 390 px', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/');
    await page.locator('#features').waitFor();
    const toggle = page.getByRole('button', { name: /menu/i });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'landing-mobile-menu');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('about, careers and pricing pages', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/about');
    await page.getByText('Customer First').first().waitFor();
    for (const value of ['Customer First', 'Build for Scale', 'Innovation Focus'])
      expect(await page.getByText(value).count()).toBeGreaterThan(0);
    await screenshot(page, 'about');
    await page.goto('/careers');
    await page.getByRole('heading', { name: 'Product Manager' }).waitFor();
    for (const role of ['Senior Full Stack Engineer', 'Machine Learning Engineer', 'Product Manager']) {
      expect(await page.getByRole('heading', { name: role }).count()).toBe(1);
    }
    const apply = page.getByRole('link', { name: /Apply Now/ });
    expect(await apply.count()).toBe(3);
    expect(await apply.first().getAttribute('href')).toMatch(/^mailto:/);
    await screenshot(page, 'careers');
    await page.goto('/pricing');
    await page.getByText('Available Products').first().waitFor();
    expect(await page.getByText('Available Products').count()).toBeGreaterThan(0);
    const subscribe = page
      .getByRole('button', { name: 'Sign Up & Subscribe' })
      .or(page.getByRole('link', { name: 'Sign Up & Subscribe' }));
    expect(await subscribe.count()).toBeGreaterThan(0);
    await screenshot(page, 'pricing');
    await subscribe.first().click();
    await page.waitForURL('**/signup**');
    await context.close();
  });

  it('payment success layout and the 404 page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/success?session_id=cs_test_123');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Payment Successful!' }).count()).toBe(1);
    expect(await page.getByText('cs_test_123').count()).toBeGreaterThan(0);
    await screenshot(page, 'success');
    await page.goto('/no/such/page');
    await page.getByText('Page not found').waitFor();
    expect(await page.getByText('Page not found').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/app');
    await screenshot(page, 'not-found');
    await context.close();
  });
});
