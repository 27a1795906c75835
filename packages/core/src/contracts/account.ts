import { z } from 'zod';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => value ?? '');

export const profileInput = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Must be at most 120 characters'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Email is invalid')
    .transform((value) => value.toLowerCase()),
  company: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, 'Company name is required')
    .max(120, 'Must be at most 120 characters'),
  jobTitle: optionalText(120),
  phone: optionalText(40).refine((value) => value === '' || /^[+()\d\s.-]{4,40}$/.test(value), {
    message: 'Phone number may contain digits, spaces and + ( ) . - only',
  }),
});
export type ProfileInput = z.input<typeof profileInput>;

export const severities = ['low', 'medium', 'high'] as const;
export type Severity = (typeof severities)[number];
export const deliveryMethods = ['email', 'chat', 'both'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

export const notificationPreferences = z.object({
  apiChanges: z.boolean(),
  weeklyReports: z.boolean(),
  productUpdates: z.boolean(),
  marketingEmails: z.boolean(),
  minimumSeverity: z.enum(severities),
  deliveryMethod: z.enum(deliveryMethods),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** Defaults of product-spec §3 Preferences. */
export const defaultNotificationPreferences: NotificationPreferences = {
  apiChanges: true,
  weeklyReports: true,
  productUpdates: false,
  marketingEmails: false,
  minimumSeverity: 'low',
  deliveryMethod: 'email',
};

export type Role = 'user' | 'admin';

/** The signed-in user as the API returns it (GET /api/me). */
export interface Me {
  id: string;
  email: string;
  name: string;
  company: string;
  jobTitle: string;
  phone: string;
  role: Role;
  plan: 'starter' | 'pro' | 'enterprise';
  trialEndsAt: string | null;
  subscriptionStatus: 'active' | 'trialing' | 'canceled' | 'past_due' | 'incomplete' | 'not_started' | 'none';
  twoFactorEnabled: boolean;
  createdAt: string;
}
