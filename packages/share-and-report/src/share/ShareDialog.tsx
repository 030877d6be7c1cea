// <ShareDialog>: share the selected files by a link (issue 20; spec 000 §3 "Sharing state", §4
// created → settings patched → link copied → closed, §5 the expiry picker and the friendly address,
// §8 the messages). The logic is useShareDialog's (headless); this draws it with @vitrine/ui.
import * as Dialog from '@radix-ui/react-dialog';
import { SLUG_MIN_TITLE_LENGTH } from '@vitrine/core';
import { Button, TextField, useLocaleFormat, useVitrine } from '@vitrine/ui';
import { useId } from 'react';
import { friendlySlugOf, SHARE_FLAGS, titleAllowsFriendlySlug } from './domain';
import { ExpiryPicker } from './ExpiryPicker';
import { type SharingLocale, type SharingLocaleOverrides, useSharingLocale } from './locale';
import { type ShareDialogState, type UseShareDialogOptions, useShareDialog } from './useShareDialog';

/** Props of {@link ShareDialog}. */
export interface ShareDialogProps extends Omit<UseShareDialogOptions, 'open' | 'onShared'> {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog opens or closes (Cancel, Escape, and after the link was copied). */
  onOpenChange(open: boolean): void;
  /** Called once the link is made and copied, before the dialog closes. */
  onShared?: UseShareDialogOptions['onShared'];
  /** Overrides of the words. */
  locale?: SharingLocaleOverrides;
}

/**
 * The share dialog: a title (and the readable address it makes), the expiry in half hours, what
 * visitors may do, an optional password; Share makes the link, applies the settings, copies the
 * link and closes. Use it inside `<VitrineProvider>`, for users with `share.link`.
 */
export function ShareDialog(props: ShareDialogProps) {
  const { open, onOpenChange, onShared, locale: override, ...options } = props;
  const locale = useSharingLocale(override);
  const format = useLocaleFormat();
  const { theme } = useVitrine();
  const dialog = useShareDialog({
    ...options,
    open,
    onShared: (event) => {
      onShared?.(event);
      onOpenChange(false);
    },
  });
  const words = locale.dialog;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content className="vt-ui__dialog vt-share" data-phase={dialog.phase}>
            <Dialog.Title className="vt-ui__dialog-title">{words.title}</Dialog.Title>
            <Dialog.Description className="vt-ui__dialog-message">
              {format.plural(words.description, options.fileIds.length)}
            </Dialog.Description>
            <form
              className="vt-share__form"
              onSubmit={(event) => {
                event.preventDefault();
                void dialog.share();
              }}
            >
              <ShareSettingsForm dialog={dialog} locale={locale} />
              {dialog.notAllowedCount > 0 ? (
                <p className="vt-share__note">{format.plural(words.notAllowed, dialog.notAllowedCount)}</p>
              ) : null}
              {dialog.phase === 'copy-by-hand' && dialog.link !== null ? (
                <div className="vt-share__copy-by-hand" role="alert">
                  <p>{words.copyByHand}</p>
                  <TextField
                    label={words.link}
                    value={dialog.link}
                    readOnly
                    onFocus={(e) => e.target.select()}
                  />
                </div>
              ) : null}
              <div role="alert" className="vt-share__error">
                {dialog.error}
              </div>
              <div className="vt-share__actions">
                <Dialog.Close asChild>
                  <Button variant="ghost">
                    {dialog.phase === 'copy-by-hand' ? words.close : words.cancel}
                  </Button>
                </Dialog.Close>
                {dialog.phase === 'copy-by-hand' ? null : (
                  <Button
                    type="submit"
                    variant="primary"
                    disabled={!dialog.canShare || dialog.phase === 'sharing'}
                    aria-busy={dialog.phase === 'sharing' || undefined}
                  >
                    {dialog.phase === 'sharing' ? words.sharing : words.share}
                  </Button>
                )}
              </div>
            </form>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ShareSettingsForm({ dialog, locale }: { dialog: ShareDialogState; locale: SharingLocale }) {
  const id = useId();
  const format = useLocaleFormat();
  const words = locale.dialog;
  const { settings, update, now } = dialog;
  const slug = friendlySlugOf(settings);
  const disabled = dialog.phase !== 'editing';
  return (
    <fieldset className="vt-share__settings" disabled={disabled}>
      <legend className="vt-share__visually-hidden">{words.title}</legend>
      <TextField
        label={words.linkTitle}
        hint={words.linkTitleHint}
        value={settings.title}
        maxLength={500}
        onChange={(event) => update({ title: event.target.value })}
      />
      <label className="vt-share__check">
        <input
          type="checkbox"
          checked={settings.makeUrlFriendly}
          onChange={(event) => update({ makeUrlFriendly: event.target.checked })}
          aria-describedby={`${id}-address`}
        />
        {words.friendly}
      </label>
      {/* The address the settings make (spec 000 §5): a name, never markup. */}
      <p className="vt-share__address" id={`${id}-address`} data-friendly={slug !== null || undefined}>
        {slug !== null ? format.interpolate(words.addressPreview, { slug }) : words.addressRandom}
        {settings.makeUrlFriendly && !titleAllowsFriendlySlug(settings.title) ? (
          <span className="vt-share__address-hint">
            {' '}
            {format.interpolate(words.friendlyNeedsTitle, { n: SLUG_MIN_TITLE_LENGTH })}
          </span>
        ) : null}
      </p>
      <ExpiryPicker value={settings.expiry} onValueChange={(expiry) => update({ expiry })} now={now} />
      <fieldset className="vt-share__flags">
        <legend className="vt-share__legend">{words.flags}</legend>
        {SHARE_FLAGS.map((flag) => (
          <label key={flag} className="vt-share__check" data-flag={flag}>
            <input
              type="checkbox"
              checked={
                flag === 'showInfoPanelOnFirstLoad'
                  ? settings.allowedToShowInfo && settings[flag]
                  : settings[flag]
              }
              // The first-load panel needs the info panel (spec 001 §6).
              disabled={flag === 'showInfoPanelOnFirstLoad' && !settings.allowedToShowInfo}
              onChange={(event) => update({ [flag]: event.target.checked })}
            />
            {words[flag]}
          </label>
        ))}
      </fieldset>
      <TextField
        label={words.password}
        hint={words.passwordHint}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        value={settings.password}
        onChange={(event) => update({ password: event.target.value })}
      />
    </fieldset>
  );
}
