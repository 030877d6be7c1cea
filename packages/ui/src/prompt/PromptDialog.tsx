// The prompt dialog on Radix Dialog, like the confirm dialog (../confirm/ConfirmDialog.tsx): focus is
// trapped inside and starts in the field with its text selected; Enter confirms, Escape, Cancel or a
// click outside cancel (null); focus returns to the element that was focused when prompt() was
// called. A refused text stays in the field; the message under it is tied to the field
// (aria-describedby, aria-invalid) and announced.
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type RefObject, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useVitrineContext } from '../provider/context';
import type { PromptRequest, PromptStore } from './prompt-store';

interface PromptFormProps {
  request: PromptRequest;
  prompts: PromptStore;
  confirmLabel: string;
  cancelLabel: string;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The form of one prompt; keyed by the request, so a queued prompt starts with its own text. */
function PromptForm({ request, prompts, confirmLabel, cancelLabel, inputRef }: PromptFormProps) {
  const { options } = request;
  const [value, setValue] = useState(options.defaultValue ?? '');
  const [error, setError] = useState<string | null>(null);
  // Once a text has been refused, every change is checked, so the message clears when it is fixed.
  const [refused, setRefused] = useState(false);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = options.validate?.(value) ?? null;
    if (message !== null) {
      setError(message);
      setRefused(true);
      inputRef.current?.focus();
      return;
    }
    prompts.settle(request.id, value);
  };

  return (
    <form className="vt-ui__prompt-form" onSubmit={submit} noValidate>
      <label className="vt-ui__field-label" htmlFor={fieldId}>
        {options.label}
      </label>
      <input
        ref={inputRef}
        id={fieldId}
        className="vt-ui__input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? errorId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          if (refused) setError(options.validate?.(next) ?? null);
        }}
      />
      {/* Always present, so a message put in it is announced (assertive: it blocks the action). */}
      <p id={errorId} className="vt-ui__field-error" aria-live="assertive" aria-atomic="true">
        {error}
      </p>
      <div className="vt-ui__dialog-actions">
        <button
          type="button"
          className="vt-ui__button"
          data-action="cancel"
          onClick={() => prompts.settle(request.id, null)}
        >
          {cancelLabel}
        </button>
        <button type="submit" className="vt-ui__button" data-action="confirm" data-tone="primary">
          {confirmLabel}
        </button>
      </div>
    </form>
  );
}

/** Renders the prompt on screen, if any. Mounted once by <VitrineProvider>. */
export function PromptHost() {
  const { prompts, ui, theme } = useVitrineContext('PromptHost');
  const requests = useSyncExternalStore(prompts.subscribe, prompts.getSnapshot, prompts.getSnapshot);
  const current = requests[0];
  // The last prompt shown: its focus target is still needed while the dialog closes.
  const shown = useRef<PromptRequest | undefined>(undefined);
  if (current) shown.current = current;
  const inputRef = useRef<HTMLInputElement | null>(null);

  return (
    <Dialog.Root
      open={current !== undefined}
      onOpenChange={(open) => {
        if (!open && current) prompts.settle(current.id, null);
      }}
    >
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content
            className="vt-ui__dialog"
            data-kind="prompt"
            // The field's label and message describe it; the dialog has no description of its own.
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              // Start in the field with its text selected, so typing replaces the old name.
              event.preventDefault();
              inputRef.current?.focus();
              inputRef.current?.select();
            }}
            onCloseAutoFocus={(event) => {
              const target = shown.current?.returnFocusTo;
              if (target?.isConnected) {
                event.preventDefault();
                target.focus();
              }
            }}
          >
            <Dialog.Title className="vt-ui__dialog-title">{shown.current?.options.title}</Dialog.Title>
            {current ? (
              <PromptForm
                key={current.id}
                request={current}
                prompts={prompts}
                confirmLabel={current.options.confirmLabel ?? ui.confirm}
                cancelLabel={current.options.cancelLabel ?? ui.cancel}
                inputRef={inputRef}
              />
            ) : null}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
