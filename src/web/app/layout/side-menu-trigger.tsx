import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { i18n } from '../../lib/i18n';
import { useTranslation } from '../../lib/texts';

const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(loadSideMenu);

function preload() {
  void loadSideMenu();
  void i18n.loadNamespaces('menu');
}

/**
 * The mobile menu button. The sheet itself (a Radix dialog) is its own chunk, fetched on first
 * use, so small screens pay nothing for it until it is opened.
 */
export function SideMenuTrigger() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-fg-soft hover:bg-surface-sunken"
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <SideMenu open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
