import { useMutation } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OpenConversation } from '../../../shared/schemas/messaging';
import { useAuth } from '../../app/auth/auth-context';
import { Button, buttonClasses } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';
import { openConversation } from './api';

/**
 * 'Message owner' (item page) or 'Message renter/owner' (a rental): opens the conversation about
 * the item, creating it on first use, at /messenger/{id}. Visitors and guests are sent to sign in.
 */
export function MessageButton({
  target,
  label,
  ownerId,
  className,
}: {
  target: OpenConversation;
  label?: string;
  /** Hidden for the item's own owner. */
  ownerId?: string;
  className?: string;
}) {
  const { t } = useTranslation('messaging');
  const { user } = useAuth();
  const navigate = useNavigate();
  const whyId = useId();
  const open = useMutation({
    mutationFn: () => openConversation(target),
    onSuccess: (id) => navigate(`/messenger/${id}`),
    meta: { errorToast: 'message' },
  });
  if (user && ownerId && user.id === ownerId) return null;
  const text = label ?? t('messageOwner');
  if (!user) {
    // Named by the words it shows (a speech-control user says what they see); why it leads to
    // signing in is its description.
    return (
      <>
        <Link
          to="/welcome"
          className={buttonClasses({ variant: 'secondary', className })}
          aria-describedby={whyId}
        >
          <MessageSquare aria-hidden="true" className="h-4 w-4" />
          {text}
        </Link>
        <span id={whyId} hidden>
          {t('signInToMessage')}
        </span>
      </>
    );
  }
  return (
    <Button variant="secondary" className={className} disabled={open.isPending} onClick={() => open.mutate()}>
      <MessageSquare aria-hidden="true" className="h-4 w-4" />
      {open.isPending ? t('opening') : text}
    </Button>
  );
}
