import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col bg-page shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-border p-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-fg">
                {t(item ? 'drawer.editTitle' : 'drawer.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                {t(item ? 'drawer.editDescription' : 'drawer.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('drawer.close')}
              className="rounded-md p-2 text-muted hover:bg-surface-sunken"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
