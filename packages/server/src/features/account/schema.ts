import { z } from 'zod';

export const meResponse = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  phone: z.string(),
  role: z.enum(['user', 'admin']),
  plan: z.enum(['starter', 'pro', 'enterprise']),
  trialEndsAt: z.string().nullable(),
  subscriptionStatus: z.string(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});

export const loginResponse = z.union([
  z.object({ user: meResponse }),
  z.object({ twoFactorRequired: z.literal(true) }),
]);

export const twoFactorCodeInput = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from your authenticator app' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
  trustDevice: z.boolean().default(false),
});

export const passwordConfirmInput = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});

export const twoFactorEnrolment = z.object({
  totpURI: z.string(),
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
