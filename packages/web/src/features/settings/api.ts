import type { Me, NotificationPreferences, ProfileInput } from '@cartographer/core';
import { api } from '../../lib/api.ts';

export const preferencesQueryKey = ['me', 'preferences'] as const;

export const saveProfile = (input: ProfileInput) =>
  api<Me>('/api/me/profile', { method: 'PUT', json: input });
export const fetchPreferences = () => api<NotificationPreferences>('/api/me/preferences');
export const savePreferences = (input: NotificationPreferences) =>
  api<NotificationPreferences>('/api/me/preferences', { method: 'PUT', json: input });
export const changePassword = (currentPassword: string, newPassword: string) =>
  api<void>('/api/me/password', { method: 'POST', json: { currentPassword, newPassword } });
export const startTwoFactor = (password: string) =>
  api<{ totpURI: string; secret: string; backupCodes: string[] }>('/api/me/two-factor/enable', {
    method: 'POST',
    json: { password },
  });
export const verifyTwoFactor = (code: string) =>
  api<Me>('/api/me/two-factor/verify', { method: 'POST', json: { code } });
export const disableTwoFactor = (password: string) =>
  api<Me>('/api/me/two-factor/disable', { method: 'POST', json: { password } });
