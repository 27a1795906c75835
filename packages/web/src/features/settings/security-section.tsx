import type { Me } from '@cartographer/core';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { changePassword } from './api.ts';
import { TwoFactorPanel } from './two-factor-panel.tsx';

export function SecuritySection({ user }: { user: Me }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!current) found.currentPassword = 'Current password is required';
    if (next.length < 8) found.newPassword = 'Password must be at least 8 characters';
    if (confirm !== next) found.confirm = 'The two new passwords do not match';
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      toast.success('Password updated successfully');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-10">
      <form onSubmit={submit} noValidate className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">Change password</h2>
        <p className="text-sm text-slate-600">Other devices are signed out when the password changes.</p>
        <div className="grid max-w-md gap-4">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={errors.currentPassword}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            error={errors.newPassword}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
          />
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Updating...' : 'Update password'}
        </Button>
      </form>
      <TwoFactorPanel user={user} />
    </div>
  );
}
