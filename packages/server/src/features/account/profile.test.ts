import { defaultNotificationPreferences } from '@cartographer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient, validSignup } from '../../test/test-app.ts';
import { totpCode } from '../../test/totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function signedIn(overrides: Record<string, unknown> = {}) {
  const client = new TestClient(t.app);
  const input = validSignup(overrides);
  const { body } = await client.request('POST', '/api/auth/signup', input);
  return { client, input, user: body.user };
}

describe('profile', () => {
  it('saves name, email, company, job title and phone', async () => {
    const { client } = await signedIn();
    const saved = await client.request('PUT', '/api/me/profile', {
      name: 'Ada King',
      email: 'ada.king@example.test',
      company: 'Countess Co',
      jobTitle: 'Head of Engines',
      phone: '+44 20 7946 0000',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Ada King',
      email: 'ada.king@example.test',
      company: 'Countess Co',
      jobTitle: 'Head of Engines',
      phone: '+44 20 7946 0000',
    });
    expect((await client.request('GET', '/api/me')).body.jobTitle).toBe('Head of Engines');
  });

  it('refuses bad profile input with field messages and keeps the stored profile', async () => {
    const { client, input } = await signedIn();
    const bad = await client.request('PUT', '/api/me/profile', {
      name: '',
      email: 'nope',
      company: 'x',
      phone: '<script>',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toMatchObject({ name: 'Name is required', email: 'Email is invalid' });
    expect(bad.body.error.fields.phone).toMatch(/digits/);
    expect((await client.request('GET', '/api/me')).body.email).toBe(input.email);
  });

  it('will not take an email another account uses', async () => {
    const other = await signedIn();
    const { client } = await signedIn();
    const clash = await client.request('PUT', '/api/me/profile', {
      name: 'X',
      email: other.input.email,
      company: 'Y',
    });
    expect(clash.status).toBe(409);
  });

  it('only ever touches the signed-in user: one user cannot read or change another', async () => {
    const alice = await signedIn({ name: 'Alice' });
    const bob = await signedIn({ name: 'Bob' });
    // The API has no user id in these routes: every read and write is the session's own.
    await bob.client.request('PUT', '/api/me/profile', {
      name: 'Bob B',
      email: bob.input.email,
      company: 'Bob Co',
      id: alice.user.id,
      userId: alice.user.id,
    });
    expect((await alice.client.request('GET', '/api/me')).body.name).toBe('Alice');
    expect((await bob.client.request('GET', '/api/me')).body.name).toBe('Bob B');
    await bob.client.request('PUT', '/api/me/preferences', {
      ...defaultNotificationPreferences,
      marketingEmails: true,
    });
    expect((await alice.client.request('GET', '/api/me/preferences')).body.marketingEmails).toBe(false);
    // An ordinary user cannot list other customers.
    expect((await bob.client.request('GET', '/api/admin/customers')).status).toBe(403);
  });
});

describe('notification preferences', () => {
  it('starts with the defaults of the spec and saves changes', async () => {
    const { client } = await signedIn();
    expect((await client.request('GET', '/api/me/preferences')).body).toEqual(defaultNotificationPreferences);
    const next = {
      apiChanges: false,
      weeklyReports: false,
      productUpdates: true,
      marketingEmails: true,
      minimumSeverity: 'high',
      deliveryMethod: 'both',
    };
    expect((await client.request('PUT', '/api/me/preferences', next)).body).toEqual(next);
    expect((await client.request('GET', '/api/me/preferences')).body).toEqual(next);
    const bad = await client.request('PUT', '/api/me/preferences', { ...next, minimumSeverity: 'critical' });
    expect(bad.status).toBe(422);
  });
});

describe('password change', () => {
  it('verifies the current password', async () => {
    const { client, input } = await signedIn();
    const wrong = await client.request('POST', '/api/me/password', {
      currentPassword: 'not it at all',
      newPassword: 'a brand new secret',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields.currentPassword).toBe('Current password is incorrect');
    const short = await client.request('POST', '/api/me/password', {
      currentPassword: input.password,
      newPassword: 'short',
    });
    expect(short.body.error.fields.newPassword).toBe('Password must be at least 8 characters');
    const ok = await client.request('POST', '/api/me/password', {
      currentPassword: input.password,
      newPassword: 'a brand new secret',
    });
    expect(ok.status).toBe(204);
    const fresh = new TestClient(t.app);
    expect(
      (await fresh.request('POST', '/api/auth/login', { email: input.email, password: input.password }))
        .status,
    ).toBe(401);
    expect(
      (await fresh.request('POST', '/api/auth/login', { email: input.email, password: 'a brand new secret' }))
        .status,
    ).toBe(200);
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('enrols, then asks for a code at sign-in, then can be turned off', async () => {
    const { client, input } = await signedIn();
    const wrongPassword = await client.request('POST', '/api/me/two-factor/enable', {
      password: 'nope nope nope',
    });
    expect(wrongPassword.status).toBe(422);
    const enrol = await client.request('POST', '/api/me/two-factor/enable', { password: input.password });
    expect(enrol.status).toBe(200);
    expect(enrol.body.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(enrol.body.backupCodes.length).toBeGreaterThan(0);
    const badCode = await client.request('POST', '/api/me/two-factor/verify', {
      code: '000000' === totpCode(enrol.body.secret) ? '111111' : '000000',
    });
    expect(badCode.status).toBe(422);
    const verified = await client.request('POST', '/api/me/two-factor/verify', {
      code: totpCode(enrol.body.secret),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.twoFactorEnabled).toBe(true);

    const browser = new TestClient(t.app);
    const first = await browser.request('POST', '/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(first.body).toEqual({ twoFactorRequired: true });
    expect((await browser.request('GET', '/api/me')).status).toBe(401);
    const notDigits = await browser.request('POST', '/api/auth/login/two-factor', { code: 'abc' });
    expect(notDigits.status).toBe(422);
    const second = await browser.request('POST', '/api/auth/login/two-factor', {
      code: totpCode(enrol.body.secret),
    });
    expect(second.status).toBe(200);
    expect((await browser.request('GET', '/api/me')).body.email).toBe(input.email);

    const off = await browser.request('POST', '/api/me/two-factor/disable', { password: input.password });
    expect(off.body.twoFactorEnabled).toBe(false);
  });
});
