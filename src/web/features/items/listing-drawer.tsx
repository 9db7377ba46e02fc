import { X } from 'lucide-react';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useTranslation } from '../../lib/texts';
import type { ItemDetail } from './api';
import { ItemForm } from './item-form';

interface ListingDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing to edit; without it the drawer lists a new item. */
  item?: ItemDetail;
  onSaved?: (item: ItemDetail) => void;
}

/**
 * The list-item drawer: a side panel on wide screens, a full-height sheet on phones. Loaded only
 * when someone opens it (Radix, the form library and zod stay off the first page).
 */
export default function ListingDrawer({ open, onOpenChange, item, onSaved }: ListingDrawerProps) {
  const { t } = useTranslation('listings');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      placement="right"
      className="max-w-xl bg-page shadow-xl focus:outline-none"
    >
      <div className="flex items-start justify-between gap-4 border-b border-border p-4">
        <div>
          <DialogTitle className="text-xl font-bold text-fg">
            {t(item ? 'drawer.editTitle' : 'drawer.title')}
          </DialogTitle>
          <DialogDescription className="mt-1 text-sm text-muted">
            {t(item ? 'drawer.editDescription' : 'drawer.description')}
          </DialogDescription>
        </div>
        <DialogClose
          aria-label={t('drawer.close')}
          className="rounded-md p-2 text-muted hover:bg-surface-sunken"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </DialogClose>
      </div>
      <div className="flex-1 overflow-y-auto p-4">
        <ItemForm
          key={item?.id ?? 'new'}
          item={item}
          onDone={(saved) => {
            onSaved?.(saved);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      </div>
    </Dialog>
  );
}
