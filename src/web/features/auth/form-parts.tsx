import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The card's top: a back link to the three entries, the title and a subtitle. */
export function FormHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className="mb-6">
      <Link
        to={{ search: '' }}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('back')}
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-gray-900 dark:text-gray-100">{title}</h1>
      <p className="mt-1 text-gray-700 dark:text-gray-300">{subtitle}</p>
    </div>
  );
}

/** "Already have an account? Log In" and its opposite. */
export function SwitchLink({ prompt, label, to }: { prompt: string; label: string; to: 'signup' | 'login' }) {
  return (
    <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
      {prompt}{' '}
      <Link
        to={{ search: `?view=${to}` }}
        className="font-semibold text-brand-700 hover:underline dark:text-brand-100"
      >
        {label}
      </Link>
    </p>
  );
}

/** A status line above a form (verified email, check your inbox...). */
export function Notice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  const tones = {
    success: 'border-green-700 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
    error: 'border-red-700 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
    info: 'border-brand-700 bg-brand-50 text-brand-900 dark:bg-gray-800 dark:text-gray-100',
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
