import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/texts';
import { toast } from '../../lib/toast';

/** The backup codes, shown once, with a way to copy them. */
export function BackupCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="mt-4 rounded-lg border border-border p-4">
      <h4 className="font-semibold text-fg">{t('twoFactorSettings.backupTitle')}</h4>
      <p className="mt-1 text-sm text-muted">{t('twoFactorSettings.backupText')}</p>
      <ul
        aria-label={t('twoFactorSettings.backupTitle')}
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-fg"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-surface-sunken px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => toast({ title: t('twoFactorSettings.copied'), variant: 'success' }));
          }}
        >
          {t('twoFactorSettings.copyCodes')}
        </Button>
        <Button onClick={onDone}>{t('twoFactorSettings.savedThem')}</Button>
      </div>
    </div>
  );
}
