import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/texts';

/** The card's top: a back link to the three entries, the title and a subtitle. */
export function FormHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className="mb-6">
      <Link
        to={{ search: '' }}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-accent hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('back')}
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-fg">{title}</h1>
      <p className="mt-1 text-muted">{subtitle}</p>
    </div>
  );
}

/** "Already have an account? Log In" and its opposite. */
export function SwitchLink({ prompt, label, to }: { prompt: string; label: string; to: 'signup' | 'login' }) {
  return (
    <p className="mt-6 text-center text-sm text-muted">
      {prompt}{' '}
      <Link to={{ search: `?view=${to}` }} className="font-semibold text-accent hover:underline">
        {label}
      </Link>
    </p>
  );
}

/** A status line above a form (verified email, check your inbox...). */
export function Notice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  const tones = {
    success: 'border-green-700 bg-success-surface text-success-fg',
    error: 'border-red-700 bg-danger-surface text-danger-fg',
    info: 'border-brand-700 bg-accent-soft text-accent',
  } as const;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-4 rounded-md border-l-4 p-3 text-sm ${tones[tone]}`}
    >
      {children}
    </p>
  );
}
