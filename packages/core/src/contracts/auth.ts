import { z } from 'zod';
import { planIds } from '../plans/plans.ts';

/** The validation texts of product-spec §5, word for word; web and server share them. */
export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  nameRequired: 'Name is required',
  companyRequired: 'Company name is required',
  challengeRequired: 'Please select your biggest challenge',
  criticalityRequired: 'Please indicate how critical this is',
  resourcesRequired: 'Please indicate your current resource usage',
  termsRequired: 'You must agree to the terms and conditions',
  invalidCredentials: 'Invalid credentials',
  loginFailed: 'Failed to log in. Please check your credentials.',
  signupFailed: 'Failed to create account. Please try again.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
} as const;

// The spec's "simple {email} pattern": something@something.something, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .regex(emailPattern, authMessages.emailInvalid)
  .transform((value) => value.toLowerCase());

const requiredText = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const loginInput = z.object({
  email,
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired),
  rememberMe: z.boolean().default(true),
});
export type LoginInput = z.input<typeof loginInput>;

export const signupInput = z.object({
  email,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .min(8, authMessages.passwordTooShort)
    .max(128, authMessages.passwordTooLong),
  name: requiredText(authMessages.nameRequired),
  company: requiredText(authMessages.companyRequired),
  survey: z.object(
    {
      challengeAnswer: z.enum(['A', 'B', 'C', 'D', 'E'], { error: authMessages.challengeRequired }),
      criticalityAnswer: z.enum(['A', 'B', 'C', 'D'], { error: authMessages.criticalityRequired }),
      resourcesAnswer: z.enum(['A', 'B', 'C', 'D', 'E'], { error: authMessages.resourcesRequired }),
    },
    { error: authMessages.challengeRequired },
  ),
  plan: z.enum(planIds, { error: 'Plan must be starter, pro or enterprise' }).default('pro'),
  agreeTerms: z.literal(true, { error: authMessages.termsRequired }),
});
export type SignupInput = z.input<typeof signupInput>;
export type SignupData = z.output<typeof signupInput>;

export const passwordChangeInput = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: z
    .string({ error: authMessages.passwordRequired })
    .min(8, authMessages.passwordTooShort)
    .max(128, authMessages.passwordTooLong),
});

/**
 * First message per field path ('survey.challengeAnswer' style), the shape forms show
 * under each field and the API returns in `error.fields`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
