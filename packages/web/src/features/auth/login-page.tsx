import { authMessages, fieldErrors, loginInput } from '@cartographer/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api.ts';
import { finishTwoFactorLogin, login } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useSetSession } from './use-session.ts';

export const demoCredentials = { email: 'demo@cartographer.dev', password: 'cartographer-demo' };

/** Only same-site paths inside the app are followed after sign-in. */
function safeRedirect(target: string | null | undefined): string {
  return target?.startsWith('/app') ? target : '/app';
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const setSession = useSetSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [loading, setLoading] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  const [code, setCode] = useState('');
  const from = safeRedirect((location.state as { from?: string } | null)?.from ?? params.get('redirect'));

  const succeed = (user: Parameters<typeof setSession>[0]) => {
    setSession(user);
    toast.success('Logged in successfully');
    navigate(from, { replace: true });
  };

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') setErrors(error.fields);
    else if (
      error instanceof ApiError &&
      (error.code === 'INVALID_CREDENTIALS' || error.code === 'RATE_LIMITED')
    )
      setFormError(error.message);
    else setFormError(authMessages.loginFailed);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const parsed = loginInput.safeParse({ email, password, rememberMe });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setLoading(true);
    try {
      const answer = await login(parsed.data);
      if ('twoFactorRequired' in answer) setTwoFactor(true);
      else succeed(answer.user);
    } catch (error) {
      fail(error);
    } finally {
      setLoading(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors({ code: 'Enter the 6-digit code from your authenticator app' });
      return;
    }
    setErrors({});
    setLoading(true);
    try {
      const answer = await finishTwoFactorLogin(code.trim(), rememberMe);
      succeed(answer.user);
    } catch (error) {
      if (error instanceof ApiError) setFormError(error.message);
      else setFormError(authMessages.loginFailed);
    } finally {
      setLoading(false);
    }
  };

  if (twoFactor) {
    return (
      <AuthLayout title="Two-factor sign-in" subtitle="Enter the 6-digit code from your authenticator app.">
        <form onSubmit={submitCode} noValidate className="space-y-4">
          <TextField
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={errors.code}
            autoFocus
          />
          {formError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {formError}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={loading}>
            {loading ? 'Signing in...' : 'Verify and sign in'}
          </Button>
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Sign in to Cartographer"
      subtitle={
        <>
          New here?{' '}
          <Link to="/signup" className="font-medium text-brand-700 hover:underline">
            Start your 14-day free trial
          </Link>
        </>
      }
    >
      <section
        aria-labelledby="demo-heading"
        className="mb-6 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm"
      >
        <h2 id="demo-heading" className="font-medium text-brand-700">
          Demo credentials
        </h2>
        <p className="mt-1 text-slate-700">
          Email: <code className="font-mono">{demoCredentials.email}</code>
          <br />
          Password: <code className="font-mono">{demoCredentials.password}</code>
        </p>
        <button
          type="button"
          className="mt-2 text-sm font-medium text-brand-700 hover:underline"
          onClick={() => {
            setEmail(demoCredentials.email);
            setPassword(demoCredentials.password);
            setErrors({});
          }}
        >
          Fill in the demo account
        </button>
      </section>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        aria-describedby={formError ? 'login-error' : undefined}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
              className="h-4 w-4 rounded border-slate-300"
            />
            Remember me
          </label>
          <details className="text-right">
            <summary className="cursor-pointer text-brand-700 hover:underline">Forgot password?</summary>
            <p className="mt-1 max-w-56 text-left text-xs text-slate-600">
              Ask your Cartographer administrator to reset it; email resets are not available yet.
            </p>
          </details>
        </div>
        {formError ? (
          <p id="login-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {formError}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={loading}>
          {loading ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthLayout>
  );
}
