import type { LoginInput, Me, SignupInput } from '@cartographer/core';
import { api } from '../../lib/api.ts';

export type LoginAnswer = { user: Me } | { twoFactorRequired: true };

export const login = (input: LoginInput) =>
  api<LoginAnswer>('/api/auth/login', { method: 'POST', json: input });
export const finishTwoFactorLogin = (code: string, trustDevice: boolean) =>
  api<{ user: Me }>('/api/auth/login/two-factor', { method: 'POST', json: { code, trustDevice } });
export const signup = (input: SignupInput) =>
  api<{ user: Me }>('/api/auth/signup', { method: 'POST', json: input });
export const logout = () => api<void>('/api/auth/logout', { method: 'POST' });
