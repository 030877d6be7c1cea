// The what's-new modal (spec 001 §4, §9): shown once per build version, then marked as seen in the
// web settings (whatsNewSeen). The host gives the build version and what is new in it.
import * as Dialog from '@radix-ui/react-dialog';
import { Button, useLocaleFormat, useVitrine, useWebSettings } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { useViewerLocale } from '../locale';

/** Props of {@link WhatsNewDialog}. */
export interface WhatsNewDialogProps {
  /** The build version string (spec 001 §9); nothing shows while it is empty. */
  version: string;
  /** What is new in it. */
  children: ReactNode;
}

/** Whether the what's-new modal is due: a version the user has not seen. */
export function isWhatsNewDue(version: string, seen: string): boolean {
  return version !== '' && version !== seen;
}

/** The what's-new modal: opens once per build version and remembers it as seen (whatsNewSeen). */
export function WhatsNewDialog({ version, children }: WhatsNewDialogProps) {
  const t = useViewerLocale();
  const format = useLocaleFormat();
  const { theme } = useVitrine();
  const { settings, update, isLoading } = useWebSettings();
  const open = !isLoading && isWhatsNewDue(version, settings.whatsNewSeen);
  const seen = () => update({ whatsNewSeen: version });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) seen();
      }}
    >
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content className="vt-ui__dialog vt-viewer__whats-new">
            <Dialog.Title className="vt-ui__dialog-title">{t.whatsNew.title}</Dialog.Title>
            <Dialog.Description className="vt-viewer__whats-new-version">
              {format.interpolate(t.whatsNew.version, { version })}
            </Dialog.Description>
            <div className="vt-viewer__whats-new-body">{children}</div>
            <div className="vt-ui__dialog-actions">
              <Button variant="primary" onClick={seen}>
                {t.whatsNew.close}
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
