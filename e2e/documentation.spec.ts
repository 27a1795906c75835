import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, screenshot, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const catalogue = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Gift Cards', version: '1.0.0' },
  paths: {
    '/gift-cards/{code}': {
      get: {
        operationId: 'getGiftCard',
        summary: 'Look up a gift card balance',
        parameters: [
          { name: 'code', in: 'path', required: true, description: 'Card code', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'Balance',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { balance: { type: 'integer' } } },
              },
            },
          },
          '404': { description: 'Unknown card' },
        },
      },
    },
  },
});

describe('API documentation discovery', () => {
  it('shows the demo store imported at first start, uploads a document, searches and opens an API', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto('/app/documentation');
    await page.getByText('Demo Store API').first().waitFor();
    await page.getByRole('button', { name: 'Upload Documentation' }).click();
    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    expect(await upload.isDisabled()).toBe(true);
    await page.locator('input[type=file]').setInputFiles({
      name: 'gift-cards.json',
      mimeType: 'application/json',
      buffer: Buffer.from(catalogue),
    });
    await upload.click();
    await page.getByText('Documentation uploaded successfully').waitFor();
    await page.getByText('Analysis completed for gift-cards.json').waitFor({ timeout: 20_000 });
    await screenshot(page, 'documentation-sources');

    await page.getByRole('tab', { name: /Discovered APIs/ }).click();
    await page.getByRole('searchbox').fill('gift');
    await page.getByText('/gift-cards/{code}').first().waitFor();
    await page.getByText('/gift-cards/{code}').first().click();
    await page.getByText('Card code').first().waitFor();
    await screenshot(page, 'documentation-operation');
    await context.close();
  });

  it('gives a broken file a clear reason on its source', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto('/app/documentation');
    await page.getByRole('button', { name: 'Upload Documentation' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"openapi": "3.1.0", "paths": {'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByText(/not valid JSON/i)
      .first()
      .waitFor({ timeout: 20_000 });
    await screenshot(page, 'documentation-error');
    await context.close();
  });
});
