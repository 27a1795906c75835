import {
  authMessages,
  loginInput,
  notificationPreferences,
  passwordChangeInput,
  profileInput,
  signupInput,
} from '@cartographer/core';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { AppError } from '../../errors.ts';
import { type AppEnv, viewerOf } from '../../lib/context.ts';
import { defineRoute, type RouteRegistry } from '../../lib/route.ts';
import { callAuth, withCookies } from '../auth/call-auth.ts';
import type { LoginThrottle } from './login-throttle.ts';
import {
  loginResponse,
  meResponse,
  passwordConfirmInput,
  twoFactorCodeInput,
  twoFactorEnrolment,
} from './schema.ts';
import {
  type AccountDeps,
  findUserIdByEmail,
  getMe,
  getPreferences,
  savePreferences,
  signUp,
  updateProfile,
} from './service.ts';

function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
}

export function registerAccountRoutes(
  app: Hono<AppEnv>,
  registry: RouteRegistry,
  deps: AccountDeps & { throttle: LoginThrottle },
) {
  const { db, auth } = deps;

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/auth/signup',
      summary: 'Create an account',
      tags: ['Account'],
      access: 'public',
      body: signupInput,
      response: meResponse,
      status: 201,
      errors: [409],
    },
    async (c, { body }) => {
      const { userId, cookies } = await signUp(deps, body, c.req.raw.headers);
      return withCookies(c.json({ user: await getMe(db, userId) }, 201), cookies);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/auth/login',
      summary: 'Sign in with email and password',
      tags: ['Account'],
      access: 'public',
      body: loginInput,
      response: loginResponse,
      errors: [429],
    },
    async (c, { body }) => {
      const client = clientAddress(c);
      const wait = deps.throttle.retryAfter(body.email, client);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts);
      }
      const answer = await callAuth<{ twoFactorRedirect?: boolean; user?: { id: string } }>(() =>
        auth.api.signInEmail({
          body: { email: body.email, password: body.password, rememberMe: body.rememberMe },
          headers: c.req.raw.headers,
          asResponse: true,
        }),
      );
      if (!answer.ok) {
        if (answer.status >= 500) throw new Error(`sign-in failed in the auth library: ${answer.status}`);
        deps.throttle.recordFailure(body.email, client);
        throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
      }
      deps.throttle.recordSuccess(body.email);
      if (answer.body.twoFactorRedirect)
        return withCookies(c.json({ twoFactorRequired: true as const }), answer.cookies);
      const userId = answer.body.user?.id ?? (await findUserIdByEmail(db, body.email));
      if (!userId) throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
      return withCookies(c.json({ user: await getMe(db, userId) }), answer.cookies);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/auth/login/two-factor',
      summary: 'Finish signing in with a TOTP code',
      tags: ['Account'],
      access: 'public',
      body: twoFactorCodeInput,
      response: loginResponse,
    },
    async (c, { body }) => {
      const answer = await callAuth<{ user?: { id: string } }>(() =>
        auth.api.verifyTOTP({
          body: { code: body.code, trustDevice: body.trustDevice },
          headers: c.req.raw.headers,
          asResponse: true,
        }),
      );
      if (!answer.ok || !answer.body.user) {
        throw new AppError(
          'INVALID_CREDENTIALS',
          'That code is not valid. Check your authenticator app and try again.',
          { code: 'That code is not valid.' },
        );
      }
      return withCookies(c.json({ user: await getMe(db, answer.body.user.id) }), answer.cookies);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/auth/logout',
      summary: 'Sign out and end the session',
      tags: ['Account'],
      access: 'public',
      status: 204,
    },
    async (c) => {
      const answer = await callAuth(() => auth.api.signOut({ headers: c.req.raw.headers, asResponse: true }));
      return withCookies(c.body(null, 204), answer.cookies);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/me',
      summary: 'The signed-in user',
      tags: ['Account'],
      access: 'user',
      response: meResponse,
    },
    async (c) => c.json(await getMe(db, viewerOf(c).userId)),
  );

  defineRoute(
    app,
    registry,
    {
      method: 'put',
      path: '/api/me/profile',
      summary: 'Update your profile',
      tags: ['Account'],
      access: 'user',
      body: profileInput,
      response: meResponse,
      errors: [409],
    },
    async (c, { body }) => {
      const { userId } = viewerOf(c);
      await updateProfile(db, userId, body);
      return c.json(await getMe(db, userId));
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'get',
      path: '/api/me/preferences',
      summary: 'Your notification preferences',
      tags: ['Account'],
      access: 'user',
      response: notificationPreferences,
    },
    async (c) => c.json(await getPreferences(db, viewerOf(c).userId)),
  );

  defineRoute(
    app,
    registry,
    {
      method: 'put',
      path: '/api/me/preferences',
      summary: 'Save your notification preferences',
      tags: ['Account'],
      access: 'user',
      body: notificationPreferences,
      response: notificationPreferences,
    },
    async (c, { body }) => c.json(await savePreferences(db, viewerOf(c).userId, body)),
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/me/password',
      summary: 'Change your password',
      description: 'Verifies the current password; other sessions are signed out.',
      tags: ['Account'],
      access: 'user',
      body: passwordChangeInput,
      status: 204,
    },
    async (c, { body }) => {
      const answer = await callAuth(() =>
        auth.api.changePassword({
          body: { ...body, revokeOtherSessions: true },
          headers: c.req.raw.headers,
          asResponse: true,
        }),
      );
      if (!answer.ok) {
        const message =
          answer.errorCode === 'INVALID_PASSWORD'
            ? 'Current password is incorrect'
            : 'The password could not be changed.';
        throw new AppError('VALIDATION_ERROR', message, { currentPassword: message });
      }
      return withCookies(c.body(null, 204), answer.cookies);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/me/two-factor/enable',
      summary: 'Start two-factor enrolment',
      description: 'Returns the TOTP secret and backup codes; call verify with a code to finish.',
      tags: ['Account'],
      access: 'user',
      body: passwordConfirmInput,
      response: twoFactorEnrolment,
    },
    async (c, { body }) => {
      const answer = await callAuth<{ totpURI?: string; backupCodes?: string[] }>(() =>
        auth.api.enableTwoFactor({
          body: { password: body.password },
          headers: c.req.raw.headers,
          asResponse: true,
        }),
      );
      if (!answer.ok || !answer.body.totpURI) {
        throw new AppError('VALIDATION_ERROR', 'Password is incorrect', {
          password: 'Password is incorrect',
        });
      }
      const secret = new URL(answer.body.totpURI).searchParams.get('secret') ?? '';
      return withCookies(
        c.json({ totpURI: answer.body.totpURI, secret, backupCodes: answer.body.backupCodes ?? [] }),
        answer.cookies,
      );
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/me/two-factor/verify',
      summary: 'Finish two-factor enrolment with a code',
      tags: ['Account'],
      access: 'user',
      body: twoFactorCodeInput,
      response: meResponse,
    },
    async (c, { body }) => {
      const answer = await callAuth(() =>
        auth.api.verifyTOTP({ body: { code: body.code }, headers: c.req.raw.headers, asResponse: true }),
      );
      if (!answer.ok)
        throw new AppError('VALIDATION_ERROR', 'That code is not valid.', {
          code: 'That code is not valid.',
        });
      return withCookies(c.json(await getMe(db, viewerOf(c).userId)), answer.cookies);
    },
  );

  defineRoute(
    app,
    registry,
    {
      method: 'post',
      path: '/api/me/two-factor/disable',
      summary: 'Turn two-factor sign-in off',
      tags: ['Account'],
      access: 'user',
      body: passwordConfirmInput,
      response: meResponse,
    },
    async (c, { body }) => {
      const answer = await callAuth(() =>
        auth.api.disableTwoFactor({
          body: { password: body.password },
          headers: c.req.raw.headers,
          asResponse: true,
        }),
      );
      if (!answer.ok)
        throw new AppError('VALIDATION_ERROR', 'Password is incorrect', {
          password: 'Password is incorrect',
        });
      return withCookies(c.json(await getMe(db, viewerOf(c).userId)), answer.cookies);
    },
  );
}
