import {
  authMessages,
  challengeAnswers,
  criticalityAnswers,
  fieldErrors,
  isPlanId,
  type PlanId,
  resourcesAnswers,
  signupInput,
  surveyQuestions,
} from '@cartographer/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, TextField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api.ts';
import { signup } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { PlanPicker } from './plan-picker.tsx';
import { SurveySelect } from './survey-select.tsx';
import { useSetSession } from './use-session.ts';

export function SignupPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setSession = useSetSession();
  const requestedPlan = params.get('plan');
  const [form, setForm] = useState({
    email: '',
    password: '',
    name: '',
    company: '',
    challengeAnswer: '',
    criticalityAnswer: '',
    resourcesAnswer: '',
    plan: (isPlanId(requestedPlan) ? requestedPlan : 'pro') as PlanId,
    agreeTerms: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [loading, setLoading] = useState(false);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const payload = {
      email: form.email,
      password: form.password,
      name: form.name,
      company: form.company,
      survey: {
        challengeAnswer: form.challengeAnswer || undefined,
        criticalityAnswer: form.criticalityAnswer || undefined,
        resourcesAnswer: form.resourcesAnswer || undefined,
      },
      plan: form.plan,
      agreeTerms: form.agreeTerms,
    };
    const parsed = signupInput.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setLoading(true);
    try {
      const { user } = await signup(parsed.data);
      setSession(user);
      toast.success('Account created successfully');
      navigate('/app', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'VALIDATION_ERROR' || error.code === 'CONFLICT')) {
        setErrors(error.fields);
        setFormError(error.message);
      } else {
        setFormError(authMessages.signupFailed);
      }
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthLayout
      wide
      title="Start your 14-day free trial"
      subtitle={
        <>
          No card needed. Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            error={errors.email}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set('password', e.target.value)}
            error={errors.password}
            hint="At least 8 characters"
          />
          <TextField
            label="Name"
            autoComplete="name"
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            error={errors.name}
          />
          <TextField
            label="Company"
            autoComplete="organization"
            value={form.company}
            onChange={(e) => set('company', e.target.value)}
            error={errors.company}
          />
        </div>
        <fieldset className="space-y-4">
          <legend className="text-base font-semibold text-slate-900">Tell us about your team</legend>
          <SurveySelect
            label={surveyQuestions.challengeAnswer}
            options={challengeAnswers}
            value={form.challengeAnswer}
            onChange={(value) => set('challengeAnswer', value)}
            error={errors['survey.challengeAnswer'] ?? errors.survey}
          />
          <SurveySelect
            label={surveyQuestions.criticalityAnswer}
            options={criticalityAnswers}
            value={form.criticalityAnswer}
            onChange={(value) => set('criticalityAnswer', value)}
            error={errors['survey.criticalityAnswer']}
          />
          <SurveySelect
            label={surveyQuestions.resourcesAnswer}
            options={resourcesAnswers}
            value={form.resourcesAnswer}
            onChange={(value) => set('resourcesAnswer', value)}
            error={errors['survey.resourcesAnswer']}
          />
        </fieldset>
        <PlanPicker value={form.plan} onChange={(plan) => set('plan', plan)} error={errors.plan} />
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={form.agreeTerms}
              onChange={(e) => set('agreeTerms', e.target.checked)}
              aria-invalid={errors.agreeTerms ? true : undefined}
              aria-describedby={errors.agreeTerms ? 'terms-error' : undefined}
              className="mt-0.5 h-4 w-4 rounded border-slate-300"
            />
            <span>I agree to the terms and conditions and the privacy policy.</span>
          </label>
          <FieldError id="terms-error" message={errors.agreeTerms} />
        </div>
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {formError}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={loading}>
          {loading ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
