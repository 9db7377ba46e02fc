import { useTranslation } from '../../lib/texts';
import { MessageButton } from './message-owner-button';

/** The rental as far as this button needs it: its id and which side the viewer is on. */
interface RentalSides {
  id: string;
  viewerRole: string;
}

/** On a rental card: message the other side of the rental (the owner, or the renter). */
export function RentalMessageButton({ rental }: { rental: RentalSides }) {
  const { t } = useTranslation('messaging');
  if (rental.viewerRole !== 'renter' && rental.viewerRole !== 'owner') return null;
  const other = rental.viewerRole === 'renter' ? 'owner' : 'renter';
  return (
    <MessageButton
      target={{ rentalId: rental.id }}
      label={t('messageOther', { role: t(`role_${other}`) })}
      className="h-8 px-3"
    />
  );
}
