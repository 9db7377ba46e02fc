import type { TFunction } from 'i18next';
import type { ErrorToast } from '../../lib/mutation-errors';
import { toast } from '../../lib/toast';

/**
 * Spec section 6: every admin action ends with 'Admin Action' / 'Action completed successfully',
 * or 'Error' / 'Failed to complete admin action' (the `meta.errorToast` of every admin mutation).
 * The server's own reason is shown next to the control that failed.
 */
export function adminActionDone(t: TFunction<'admin'>) {
  toast({ title: t('toast.successTitle'), description: t('toast.successDescription'), variant: 'success' });
}

export function adminActionFailed(t: TFunction<'admin'>): ErrorToast {
  return { title: t('toast.errorTitle'), description: t('toast.errorDescription') };
}
