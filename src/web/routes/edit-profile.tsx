import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../app/auth/auth-context';
import { RequireUser } from '../app/require-user';
import { Button, buttonClasses } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { profileQuery } from '../features/profiles/api';
import { EditProfileForm } from '../features/profiles/edit-profile-form';
import { useTranslation } from '../lib/texts';
import { usePageTitle } from '../lib/use-page-title';

function EditProfileContent() {
  const { t } = useTranslation('profile');
  usePageTitle(t('editTitle'));
  const profile = useQuery(profileQuery);
  // The header's photo comes with the session: read it again after Change Photo.
  const { refresh } = useAuth();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <Link to="/profile" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'w-fit' })}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('edit.back')}
      </Link>
      <h1 className="text-2xl font-bold text-fg">{t('editTitle')}</h1>
      {profile.isPending ? <Spinner label={t('common:loading')} className="py-16" /> : null}
      {profile.isError ? (
        <div role="alert" className="text-center">
          <p className="text-fg-soft">{t('loadError')}</p>
          <Button className="mt-4" onClick={() => void profile.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {/* Keyed by id so the form starts from this user's saved values. */}
      {profile.data ? (
        <EditProfileForm key={profile.data.id} profile={profile.data} onPhotoChanged={refresh} />
      ) : null}
    </div>
  );
}

/** /edit-profile: the autosaving profile form (spec sections 2 and 4). */
export default function EditProfilePage() {
  return (
    <RequireUser>
      <EditProfileContent />
    </RequireUser>
  );
}
