import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, screenshot, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('MCP interface builder', () => {
  it('opens the demo interface, generates its MCP schema and tests a tool end to end', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto('/app/interfaces');
    await page.getByRole('link', { name: 'Demo Store Assistant' }).first().click();
    await page.waitForURL('**/app/interfaces/*');
    await page.locator('.react-flow__node').first().waitFor();
    expect(await page.locator('.react-flow__node').count()).toBe(2);
    await screenshot(page, 'builder-canvas');

    await page.getByRole('button', { name: 'Test' }).click();
    await page.getByRole('button', { name: 'Run' }).waitFor();
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByText('Tests completed successfully').waitFor({ timeout: 20_000 });
    await screenshot(page, 'builder-test');
    await context.close();
  });

  it('creates a new interface with the fixed output node', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto('/app/interfaces');
    await page
      .getByRole('button', { name: /Create interface/ })
      .first()
      .click();
    await page.waitForURL('**/app/interfaces/*');
    await page.locator('.react-flow__node').first().waitFor();
    expect(await page.locator('.react-flow__node').count()).toBe(1);
    await page.getByRole('button', { name: 'API Source' }).click();
    expect(await page.locator('.react-flow__node').count()).toBe(2);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Interface saved successfully').waitFor();
    await screenshot(page, 'builder-new');
    await context.close();
  });
});
