import { Link } from 'react-router';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-accent">{t('notFound.code')}</p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <Link to="/" className="font-medium text-accent underline hover:text-brand-900">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
