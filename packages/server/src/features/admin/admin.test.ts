import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../lib/logger.ts';
import { createTestApp, type TestApp, TestClient, validSignup } from '../../test/test-app.ts';
import { demoAccount, seedAccounts } from '../account/seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('seeded accounts and roles', () => {
  it('seeds the demo user and the admin once, idempotently', async () => {
    const options = {
      db: t.db,
      auth: t.auth,
      logger: silentLogger,
      admin: { email: 'admin@example.test', password: 'admin password 1' },
    };
    const first = await seedAccounts(options);
    const second = await seedAccounts(options);
    expect(second.demoUserId).toBe(first.demoUserId);
    expect(second.adminUserId).toBe(first.adminUserId);
    expect(second.demoCreated).toBe(false);
    const count = await t.db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', 'in', [demoAccount.email, 'admin@example.test'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('lets the admin list customers, refuses users and anonymous visitors', async () => {
    await seedAccounts({
      db: t.db,
      auth: t.auth,
      logger: silentLogger,
      admin: { email: 'admin@example.test', password: 'admin password 1' },
    });
    const admin = new TestClient(t.app);
    const login = await admin.request('POST', '/api/auth/login', {
      email: 'admin@example.test',
      password: 'admin password 1',
    });
    expect(login.body.user).toMatchObject({ role: 'admin', plan: 'enterprise' });
    const customer = validSignup({ company: 'Findable Widgets' });
    await new TestClient(t.app).request('POST', '/api/auth/signup', customer);
    const list = await admin.request('GET', '/api/admin/customers?search=findable');
    expect(list.status).toBe(200);
    expect(list.body.customers.map((c: { email: string }) => c.email)).toEqual([customer.email]);
    const demo = new TestClient(t.app);
    const demoLogin = await demo.request('POST', '/api/auth/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    expect(demoLogin.body.user).toMatchObject({ role: 'user', plan: 'pro' });
    expect((await demo.request('GET', '/api/admin/customers')).status).toBe(403);
    expect((await t.app.request('/api/admin/customers')).status).toBe(401);
    const badQuery = await admin.request('GET', '/api/admin/customers?limit=100000');
    expect(badQuery.status).toBe(422);
  });
});
