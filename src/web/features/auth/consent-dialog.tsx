import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { TIMINGS } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/texts';

export type ConsentDocument = 'privacy' | 'terms';

type ContentComponent = ComponentType<{ headingLevel?: 2 | 3 }>;
const CONTENT: Record<ConsentDocument, ContentComponent> = {
  privacy: lazy(() =>
    import('../../components/content/legal/privacy-policy-content').then((module) => ({
      default: module.PrivacyPolicyContent,
    })),
  ),
  terms: lazy(() =>
    import('../../components/content/legal/terms-content').then((module) => ({
      default: module.TermsContent,
    })),
  ),
};

/** Mounts once everything beside it in its Suspense boundary has loaded. */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  useEffect(() => onLoaded(), [onLoaded]);
  return null;
}

/** Spec section 4: within 10 px of the bottom counts as read to the end. */
export function isScrolledToBottom(element: {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}) {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= TIMINGS.scrollToBottomTolerancePx;
}

interface ConsentDialogProps {
  document: ConsentDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAgree: () => void;
}

/**
 * A reading dialog for the Privacy Policy or the Terms: 'I Agree' stays disabled, with the hint
 * 'Please scroll to the bottom to continue', until the text has been scrolled to its end.
 */
export function ConsentDialog({ document, open, onOpenChange, onAgree }: ConsentDialogProps) {
  const { t } = useTranslation('auth');
  // A state ref: the dialog's content mounts after the dialog opens (portal), so effects key on it.
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [readToEnd, setReadToEnd] = useState(false);
  // Only the document counts: the loading placeholder fits without scrolling.
  const [loaded, setLoaded] = useState(false);
  const markLoaded = useCallback(() => setLoaded(true), []);
  const title = t(document === 'privacy' ? 'consent.privacyTitle' : 'consent.termsTitle');
  const Content = CONTENT[document];

  const check = useCallback(() => {
    if (loaded && scroller && isScrolledToBottom(scroller)) setReadToEnd(true);
  }, [scroller, loaded]);

  useEffect(() => {
    if (!scroller) {
      setReadToEnd(false);
      setLoaded(false);
      return;
    }
    // The text arrives lazily and may be short enough to need no scrolling: re-check as it grows.
    const inner = scroller.firstElementChild;
    const observer = new ResizeObserver(check);
    observer.observe(scroller);
    if (inner) observer.observe(inner);
    return () => observer.disconnect();
  }, [scroller, check]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      className="inset-x-2 top-1/2 mx-auto flex max-h-[90vh] max-w-2xl -translate-y-1/2 flex-col rounded-xl bg-surface shadow-xl"
    >
      <div className="border-b border-border p-4 sm:p-6">
        <DialogTitle className="text-xl font-bold text-fg">{title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">{t('consent.description')}</DialogDescription>
      </div>
      <section
        ref={setScroller}
        aria-label={t('consent.textLabel', { document: title })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the text to read it.
        tabIndex={0}
        onScroll={check}
        className="min-h-0 flex-1 overflow-y-auto p-4 text-fg-soft sm:p-6"
        data-testid="consent-text"
      >
        <div>
          <Suspense fallback={<Spinner label={t('consent.loading')} className="py-12" />}>
            <Content headingLevel={3} />
            <Loaded onLoaded={markLoaded} />
          </Suspense>
        </div>
      </section>
      <div className="flex flex-col gap-3 border-t border-border p-4 sm:flex-row sm:items-center sm:justify-end sm:p-6">
        {!readToEnd && (
          <p id={`${document}-scroll-hint`} className="text-sm text-muted sm:mr-auto">
            {t('consent.scrollHint')}
          </p>
        )}
        <DialogClose asChild>
          <Button variant="secondary">{t('consent.cancel')}</Button>
        </DialogClose>
        <Button
          disabled={!readToEnd}
          aria-describedby={readToEnd ? undefined : `${document}-scroll-hint`}
          onClick={() => {
            onAgree();
            onOpenChange(false);
          }}
        >
          {t('consent.agree')}
        </Button>
      </div>
    </Dialog>
  );
}
