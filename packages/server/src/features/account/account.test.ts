import { authMessages } from '@cartographer/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  RecordingMailer,
  readJson,
  type TestApp,
  TestClient,
  validSignup,
} from '../../test/test-app.ts';
import { LoginThrottle } from './login-throttle.ts';

let t: TestApp;
const mailer = new RecordingMailer();
beforeAll(async () => {
  t = await createTestApp({
    mailer,
    throttle: new LoginThrottle({ windowMs: 60_000, maxPerEmail: 3, maxPerClient: 50 }),
  });
});
afterAll(async () => t.close());

describe('sign-up validation (every message of product-spec §5, from the server)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing email', { email: undefined }, 'email', authMessages.emailRequired],
    ['empty email', { email: '' }, 'email', authMessages.emailRequired],
    ['malformed email', { email: 'not-an-email' }, 'email', authMessages.emailInvalid],
    ['missing password', { password: '' }, 'password', authMessages.passwordRequired],
    ['short password', { password: 'short' }, 'password', authMessages.passwordTooShort],
    ['missing name', { name: '  ' }, 'name', authMessages.nameRequired],
    ['missing company', { company: '' }, 'company', authMessages.companyRequired],
    [
      'no challenge',
      { survey: { criticalityAnswer: 'A', resourcesAnswer: 'A' } },
      'survey.challengeAnswer',
      authMessages.challengeRequired,
    ],
    [
      'no criticality',
      { survey: { challengeAnswer: 'A', resourcesAnswer: 'A' } },
      'survey.criticalityAnswer',
      authMessages.criticalityRequired,
    ],
    [
      'no resources',
      { survey: { challengeAnswer: 'A', criticalityAnswer: 'A' } },
      'survey.resourcesAnswer',
      authMessages.resourcesRequired,
    ],
    ['terms not agreed', { agreeTerms: false }, 'agreeTerms', authMessages.termsRequired],
    ['unknown plan', { plan: 'platinum' }, 'plan', 'Plan must be starter, pro or enterprise'],
    [
      'answer letter out of range',
      { survey: { challengeAnswer: 'Z', criticalityAnswer: 'A', resourcesAnswer: 'A' } },
      'survey.challengeAnswer',
      authMessages.challengeRequired,
    ],
  ];
  it.each(cases)('%s', async (_label, overrides, field, message) => {
    const client = new TestClient(t.app);
    const { status, body } = await client.request('POST', '/api/auth/signup', validSignup(overrides));
    expect(status).toBe(422);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields[field]).toBe(message);
  });

  it('reports every bad field at once', async () => {
    const { body } = await new TestClient(t.app).request('POST', '/api/auth/signup', {});
    expect(Object.keys(body.error.fields).sort()).toEqual(
      ['agreeTerms', 'company', 'email', 'name', 'password', 'survey'].sort(),
    );
  });

  it('refuses malformed JSON and oversized bodies with clear messages', async () => {
    const client = new TestClient(t.app);
    const malformed = await client.request('POST', '/api/auth/signup', '{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual({
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
    const huge = await client.request(
      'POST',
      '/api/auth/signup',
      JSON.stringify({ ...validSignup(), name: 'x'.repeat(2_000_000) }),
    );
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('sign-up and sign-in', () => {
  it('creates a user account with role user, the chosen plan and a 14-day trial, and signs it in', async () => {
    const client = new TestClient(t.app);
    const input = validSignup({ plan: 'starter' });
    const created = await client.request('POST', '/api/auth/signup', input);
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      email: input.email,
      name: 'Ada Lovelace',
      role: 'user',
      plan: 'starter',
      company: 'Analytical Engines Ltd',
    });
    const trialDays = (Date.parse(created.body.user.trialEndsAt) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    const me = await client.request('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(input.email);
  });

  it('sends the sign-up notification with the survey answer texts', async () => {
    const input = validSignup({ name: 'Grace Hopper', company: 'Compilers Inc' });
    await new TestClient(t.app).request('POST', '/api/auth/signup', input);
    await new Promise((resolve) => setImmediate(resolve));
    const mail = mailer.sent.find((m) => m.text.includes(input.email));
    expect(mail?.to).toBe('team@example.test');
    expect(mail?.text).toContain('Company: Compilers Inc');
    expect(mail?.text).toContain('Biggest challenge: API changes break AI apps');
    expect(mail?.text).toContain('Criticality: Very critical');
    expect(mail?.text).toContain('Current resource usage: 5+ person-weeks');
  });

  it('refuses a duplicate email, whatever its case', async () => {
    const input = validSignup();
    await new TestClient(t.app).request('POST', '/api/auth/signup', input);
    const again = await new TestClient(t.app).request('POST', '/api/auth/signup', {
      ...input,
      email: input.email.toUpperCase(),
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(authMessages.emailTaken);
  });

  it('signs in with the right password and answers Invalid credentials otherwise', async () => {
    const input = validSignup();
    await new TestClient(t.app).request('POST', '/api/auth/signup', input);
    const client = new TestClient(t.app);
    const wrong = await client.request('POST', '/api/auth/login', {
      email: input.email,
      password: 'wrong password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('Invalid credentials');
    const unknown = await client.request('POST', '/api/auth/login', {
      email: 'nobody@example.test',
      password: 'whatever1',
    });
    expect(unknown.body.error.message).toBe('Invalid credentials');
    const right = await client.request('POST', '/api/auth/login', {
      email: input.email.toUpperCase(),
      password: input.password,
    });
    expect(right.status).toBe(200);
    expect(right.body.user.email).toBe(input.email);
  });

  it('uses a session cookie without remember-me and a 30-day cookie with it', async () => {
    const input = validSignup();
    await new TestClient(t.app).request('POST', '/api/auth/signup', input);
    const short = await new TestClient(t.app).request('POST', '/api/auth/login', {
      email: input.email,
      password: input.password,
      rememberMe: false,
    });
    const shortCookie = short.headers.getSetCookie().find((c) => c.startsWith('cartographer.session_token='));
    expect(shortCookie).toBeDefined();
    expect(shortCookie).not.toMatch(/Max-Age/i);
    const long = await new TestClient(t.app).request('POST', '/api/auth/login', {
      email: input.email,
      password: input.password,
      rememberMe: true,
    });
    const longCookie = long.headers.getSetCookie().find((c) => c.startsWith('cartographer.session_token='));
    expect(longCookie).toMatch(/Max-Age=2592000/);
    expect(longCookie).toMatch(/HttpOnly/);
  });

  it('rate-limits repeated failures for one email', async () => {
    const input = validSignup();
    await new TestClient(t.app).request('POST', '/api/auth/signup', input);
    const client = new TestClient(t.app);
    for (let i = 0; i < 3; i++) {
      const attempt = await client.request('POST', '/api/auth/login', {
        email: input.email,
        password: `wrong-${i}-pass`,
      });
      expect(attempt.status).toBe(401);
    }
    const blocked = await client.request('POST', '/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(authMessages.tooManyAttempts);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('validates the sign-in form on the server too', async () => {
    const client = new TestClient(t.app);
    const empty = await client.request('POST', '/api/auth/login', { email: '', password: '' });
    expect(empty.body.error.fields).toEqual({
      email: authMessages.emailRequired,
      password: authMessages.passwordRequired,
    });
    const bad = await client.request('POST', '/api/auth/login', { email: 'nope', password: 'x' });
    expect(bad.body.error.fields.email).toBe(authMessages.emailInvalid);
  });

  it('signs out: the session ends on the server', async () => {
    const client = new TestClient(t.app);
    await client.request('POST', '/api/auth/signup', validSignup());
    const cookieBefore = client;
    expect((await cookieBefore.request('GET', '/api/me')).status).toBe(200);
    const out = await client.request('POST', '/api/auth/logout');
    expect(out.status).toBe(204);
    expect((await client.request('GET', '/api/me')).status).toBe(401);
  });

  it('keeps the old cookie from working after sign-out', async () => {
    const client = new TestClient(t.app);
    const signup = await client.request('POST', '/api/auth/signup', validSignup());
    const cookie = signup.headers
      .getSetCookie()
      .find((c) => c.startsWith('cartographer.session_token='))!
      .split(';')[0]!;
    await client.request('POST', '/api/auth/logout');
    const replay = await t.app.request('/api/me', { headers: { cookie } });
    expect(replay.status).toBe(401);
  });
});

describe('request guards', () => {
  it('answers 401 without a session and refuses cross-site state changes', async () => {
    const anonymous = await t.app.request('/api/me');
    expect(anonymous.status).toBe(401);
    expect(await readJson(anonymous)).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
    });
    const crossSite = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x' }),
    });
    expect(crossSite.status).toBe(403);
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    const response = await t.app.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect((await readJson(response)).error.code).toBe('NOT_FOUND');
  });
});
