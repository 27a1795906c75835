import { fieldErrors, type Me, profileInput } from '@cartographer/core';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useSetSession } from '../auth/use-session.ts';
import { saveProfile } from './api.ts';

export function ProfileSection({ user }: { user: Me }) {
  const setSession = useSetSession();
  const [form, setForm] = useState({
    name: user.name,
    email: user.email,
    company: user.company,
    jobTitle: user.jobTitle,
    phone: user.phone,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileInput.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      setSession(await saveProfile(parsed.data));
      toast.success('Profile updated successfully');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Profile</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          value={form.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Company"
          autoComplete="organization"
          value={form.company}
          onChange={set('company')}
          error={errors.company}
        />
        <TextField
          label="Job title"
          autoComplete="organization-title"
          value={form.jobTitle}
          onChange={set('jobTitle')}
          error={errors.jobTitle}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={form.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  );
}
