// <ShareWithPeopleDialog>: share a folder with people (issue 20; spec 000 §5 the add-by-email prompt,
// §7 "POST users create {user with folderId}", "GET all users"). The person is typed by name or
// e-mail: someone in the users list is named (they have an account already; no call gives them
// access to the folder from here: the folder's permissions page does), an e-mail nobody has opens the
// add-by-email prompt, which adds them as a new user with access to the folder.
import * as Dialog from '@radix-ui/react-dialog';
import {
  Button,
  serverMessageOf,
  TextField,
  useConfirm,
  useLocaleFormat,
  useToast,
  useVitrine,
} from '@vitrine/ui';
import { useId, useState } from 'react';
import { type SharingLocaleOverrides, useSharingLocale } from './locale';
import { lookUpPerson, useAddPersonByEmail, useSharingUsers } from './people';

/** Props of {@link ShareWithPeopleDialog}. */
export interface ShareWithPeopleDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange(open: boolean): void;
  /** The folder shared (a new person gets access to it: `share` on it is needed). */
  folderId: number;
  /** The folder's name, for the dialog's description (text, never markup). */
  folderName: string;
  /** Overrides of the words. */
  locale?: SharingLocaleOverrides;
}

/**
 * Share a folder with people: type a person's name or e-mail; someone in the users list is named, an
 * e-mail nobody has is added as a new user with access to the folder (after the add-by-email prompt).
 * Use it inside `<VitrineProvider>`, for users with `share` on the folder.
 */
export function ShareWithPeopleDialog(props: ShareWithPeopleDialogProps) {
  const { open, onOpenChange, folderId, folderName } = props;
  const words = useSharingLocale(props.locale).people;
  const format = useLocaleFormat();
  const { theme } = useVitrine();
  const toast = useToast();
  const confirm = useConfirm();
  const id = useId();
  const users = useSharingUsers();
  const add = useAddPersonByEmail();
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const submit = async () => {
    setNote('');
    setError('');
    const found = lookUpPerson(typed, users.data ?? []);
    switch (found.kind) {
      case 'empty':
        return;
      case 'known':
        setNote(format.interpolate(words.known, { name: found.user.logicalId }));
        return;
      case 'unknown':
        setError(words.unknown);
        return;
      case 'add-by-email': {
        // spec 000 §5: the add-by-email prompt.
        const yes = await confirm({
          title: words.promptTitle,
          message: format.interpolate(words.prompt, { email: found.email, folder: folderName }),
          confirmLabel: words.add,
        });
        if (!yes) return;
        add.mutate(
          { email: found.email, folderId },
          {
            onSuccess: (user) => {
              const message = format.interpolate(words.added, { name: user.logicalId });
              toast.success(message);
              setNote(message);
              setTyped('');
            },
            onError: (failure) => setError(serverMessageOf(failure) ?? words.addFailed),
          },
        );
      }
    }
  };
  const forFolder = (users.data ?? []).filter((user) => user.folderId === folderId);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content className="vt-ui__dialog vt-share">
            <Dialog.Title className="vt-ui__dialog-title">{words.title}</Dialog.Title>
            <Dialog.Description className="vt-ui__dialog-message">
              {format.interpolate(words.description, { folder: folderName })}
            </Dialog.Description>
            <form
              className="vt-share__form"
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <TextField
                label={words.person}
                hint={words.personHint}
                value={typed}
                error={error || undefined}
                autoComplete="off"
                onChange={(event) => setTyped(event.target.value)}
              />
              <div role="status" className="vt-share__note">
                {note}
              </div>
              {forFolder.length > 0 ? (
                <section aria-labelledby={`${id}-added`}>
                  <h3 className="vt-share__legend" id={`${id}-added`}>
                    {words.addedForFolder}
                  </h3>
                  <ul className="vt-share__people">
                    {forFolder.map((user) => (
                      <li key={user.id}>
                        {user.email ? `${user.logicalId} (${user.email})` : user.logicalId}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <div className="vt-share__actions">
                <Dialog.Close asChild>
                  <Button variant="ghost">{words.close}</Button>
                </Dialog.Close>
                <Button type="submit" variant="primary" disabled={add.isPending || typed.trim() === ''}>
                  {words.share}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
