import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { i18n } from '../../lib/i18n';
import { useTranslation } from '../../lib/texts';
import { onOpenChatRequest } from './open-chat';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

function preload() {
  void loadPanel();
  void i18n.loadNamespaces(['chat', 'help']);
}

/**
 * The chat helper's collapsed bubble (spec section 2). Only the bubble is on the page at first;
 * the panel, its texts and the help answers load when it is first opened. Once opened the panel
 * stays mounted (hidden when collapsed) so the conversation survives collapsing.
 */
export default function ChatHelper({ hideOnPhone = false }: { hideOnPhone?: boolean }) {
  const { t } = useTranslation();
  const panelId = useId();
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  useEffect(
    () =>
      onOpenChatRequest(() => {
        setRequested(true);
        setOpen(true);
      }),
    [],
  );

  const collapse = () => {
    setOpen(false);
    bubbleRef.current?.focus();
  };

  return (
    <div
      className={`pointer-events-none fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3${hideOnPhone ? ' max-md:hidden' : ''}`}
    >
      {requested && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} onClose={collapse} />
        </Suspense>
      )}
      <button
        ref={bubbleRef}
        type="button"
        aria-label={open ? t('chatBubble.close') : t('chatBubble.open')}
        aria-expanded={open}
        aria-controls={requested ? panelId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen((current) => !current);
        }}
        className="pointer-events-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        <MessageCircle aria-hidden="true" className="h-6 w-6" />
      </button>
    </div>
  );
}
