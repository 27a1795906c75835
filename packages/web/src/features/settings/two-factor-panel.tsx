import type { Me } from '@cartographer/core';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useSetSession } from '../auth/use-session.ts';
import { disableTwoFactor, startTwoFactor, verifyTwoFactor } from './api.ts';

type Step = { kind: 'idle' } | { kind: 'enrolling'; secret: string; totpURI: string; backupCodes: string[] };

/** TOTP two-factor sign-in: confirm the password, add the secret to an authenticator app, prove it with a code. */
export function TwoFactorPanel({ user }: { user: Me }) {
  const setSession = useSetSession();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError({});
    try {
      await action();
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length) setError(failure.fields);
      else toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const begin = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError({ password: 'Password is required' });
    void run(async () => {
      const enrolment = await startTwoFactor(password);
      setStep({ kind: 'enrolling', ...enrolment });
      setPassword('');
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim()))
      return setError({ code: 'Enter the 6-digit code from your authenticator app' });
    void run(async () => {
      setSession(await verifyTwoFactor(code.trim()));
      setStep({ kind: 'idle' });
      setCode('');
      toast.success('Two-factor sign-in is on');
    });
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError({ password: 'Password is required' });
    void run(async () => {
      setSession(await disableTwoFactor(password));
      setPassword('');
      toast.success('Two-factor sign-in is off');
    });
  };

  return (
    <section className="space-y-4" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="text-lg font-semibold text-slate-900">
        Two-factor sign-in
      </h2>
      <p className="text-sm text-slate-600">
        Status: <strong>{user.twoFactorEnabled ? 'On' : 'Off'}</strong>. With it on, signing in asks for a
        code from an authenticator app.
      </p>
      {step.kind === 'enrolling' ? (
        <form onSubmit={verify} noValidate className="max-w-md space-y-4">
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
            <li>
              Add this key to your authenticator app:{' '}
              <code className="break-all rounded bg-slate-100 px-1 font-mono">{step.secret}</code> (or open{' '}
              <a className="text-brand-700 underline" href={step.totpURI}>
                the setup link
              </a>{' '}
              on this device).
            </li>
            <li>Keep these backup codes somewhere safe: each signs you in once without the app.</li>
          </ol>
          <ul className="grid grid-cols-2 gap-1 rounded-lg bg-slate-50 p-3 font-mono text-sm">
            {step.backupCodes.map((backup) => (
              <li key={backup}>{backup}</li>
            ))}
          </ul>
          <TextField
            label="Code from the app"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error.code}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              Verify and turn on
            </Button>
            <Button variant="secondary" onClick={() => setStep({ kind: 'idle' })}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={user.twoFactorEnabled ? disable : begin} noValidate className="max-w-md space-y-4">
          <TextField
            label="Confirm with your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error.password}
          />
          <Button type="submit" variant={user.twoFactorEnabled ? 'danger' : 'primary'} disabled={busy}>
            {user.twoFactorEnabled ? 'Turn off two-factor sign-in' : 'Set up two-factor sign-in'}
          </Button>
        </form>
      )}
    </section>
  );
}
