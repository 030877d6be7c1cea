// <TreeDialog>: the modal the trees' own dialogs sit in (automatic re-sync, file types, notifications,
// the "Move to…" chooser). Radix Dialog like @vitrine/ui's confirm and prompt dialogs, in a
// .vt-ui__layer that carries the theme, with the same classes, so all dialogs look and behave alike:
// focus trapped inside, Escape or a click outside closes, focus returns to where it was.
import * as Dialog from '@radix-ui/react-dialog';
import { useVitrine } from '@vitrine/ui';
import type { ReactNode } from 'react';

/** Props of {@link TreeDialog}. */
export interface TreeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading and accessible name. */
  title: string;
  /** A sentence under the title that describes the dialog (its accessible description). */
  description?: ReactNode;
  /** The body; put the buttons in `actions`. */
  children?: ReactNode;
  /** The buttons, at the bottom. */
  actions?: ReactNode;
  /** `data-kind` of the dialog, for styling and tests. */
  kind?: string;
  /** Extra class on the dialog. */
  className?: string;
  /** Where focus starts; by default the first focusable element. */
  onOpenAutoFocus?: (event: Event) => void;
}

export function TreeDialog(props: TreeDialogProps) {
  const { open, onOpenChange, title, description, children, actions, kind, className, onOpenAutoFocus } =
    props;
  const { theme } = useVitrine();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content
            className={
              className ? `vt-ui__dialog vt-tree__dialog ${className}` : 'vt-ui__dialog vt-tree__dialog'
            }
            data-kind={kind}
            {...(description === undefined ? { 'aria-describedby': undefined } : {})}
            {...(onOpenAutoFocus ? { onOpenAutoFocus } : {})}
          >
            <Dialog.Title className="vt-ui__dialog-title">{title}</Dialog.Title>
            {description !== undefined ? (
              <Dialog.Description className="vt-ui__dialog-message">{description}</Dialog.Description>
            ) : null}
            {children}
            {actions ? <div className="vt-ui__dialog-actions">{actions}</div> : null}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Props of {@link TreeDialogActions}. */
export interface TreeDialogActionsProps {
  cancelLabel: string;
  confirmLabel: string;
  /** Cancel closes the dialog. */
  onCancel: () => void;
  /** The confirm button submits this form (`type="submit"`)... */
  formId?: string;
  /** ...or runs this (`type="button"`). */
  onConfirm?: () => void;
  disabled?: boolean;
}

/** The Cancel / confirm pair every tree dialog ends with. */
export function TreeDialogActions(props: TreeDialogActionsProps) {
  const { cancelLabel, confirmLabel, onCancel, formId, onConfirm, disabled } = props;
  return (
    <>
      <button type="button" className="vt-ui__button" data-action="cancel" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type={formId === undefined ? 'button' : 'submit'}
        form={formId}
        className="vt-ui__button"
        data-action="confirm"
        data-tone="primary"
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
    </>
  );
}
