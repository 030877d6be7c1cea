// <ShareWithPeopleDialog>: share a folder with people (issue 20; spec 000 §5 "The sharing user must
// exist in the users list or carry an e-mail; otherwise an add-by-email prompt is shown", §7 "POST
// users create {user with folderId}", "GET all users"). The person is picked from the users list (a
// WAI-ARIA combobox: typing filters by name or e-mail, arrows move, Enter picks) and given the folder
// (POST /api/folders/{id}/people); an e-mail nobody has opens the add-by-email prompt, which adds them
// as a new user with the folder and an invitation mail. The people given the folder are listed with
// "Remove". Errors are the server's words.
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
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { type SharingLocaleOverrides, useSharingLocale } from './locale';
import {
  type CreatedPerson,
  lookUpPerson,
  type SharingUser,
  suggestPeople,
  useAddFolderPerson,
  useAddPersonByEmail,
  useFolderPeople,
  useRemoveFolderPerson,
  useSharingUsers,
} from './people';

/** Props of {@link ShareWithPeopleDialog}. */
export interface ShareWithPeopleDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange(open: boolean): void;
  /** The folder shared (`share` on it is needed: the server refuses otherwise). */
  folderId: number;
  /** The folder's name, for the dialog's description (text, never markup). */
  folderName: string;
  /** Overrides of the words. */
  locale?: SharingLocaleOverrides;
}

/**
 * Share a folder with people: pick someone from the users list, or type the e-mail of someone new
 * (after the add-by-email prompt they are added with the folder and e-mailed a link to choose a
 * password); the people given the folder are listed with "Remove". Use it inside `<VitrineProvider>`,
 * for users with `share` on the folder.
 */
export function ShareWithPeopleDialog(props: ShareWithPeopleDialogProps) {
  const { open, onOpenChange, folderId, folderName } = props;
  const words = useSharingLocale(props.locale).people;
  const format = useLocaleFormat();
  const { theme } = useVitrine();
  const toast = useToast();
  const confirm = useConfirm();
  const id = useId();
  const listboxId = `${id}-people`;
  const users = useSharingUsers();
  const people = useFolderPeople(folderId, open);
  const addKnown = useAddFolderPerson(folderId);
  const addByEmail = useAddPersonByEmail();
  const removePerson = useRemoveFolderPerson(folderId);
  const [typed, setTyped] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const busy = addKnown.isPending || addByEmail.isPending;

  const withAccess = useMemo(() => new Set((people.data ?? []).map((p) => p.user.id)), [people.data]);
  const suggestions = useMemo(
    () => suggestPeople(typed, users.data ?? [], withAccess),
    [typed, users.data, withAccess],
  );
  const showList = expanded && suggestions.length > 0;

  const said = (message: string) => {
    setNote(message);
    setError('');
    toast.success(message);
  };

  const shareWith = (user: SharingUser) => {
    setExpanded(false);
    setActive(-1);
    addKnown.mutate(user.id, {
      onSuccess: () => {
        said(format.interpolate(words.shared, { name: user.logicalId }));
        setTyped('');
      },
      onError: (failure) => setError(serverMessageOf(failure) ?? words.shareFailed),
    });
  };

  const addedMessage = (person: CreatedPerson) => {
    const text =
      person.invitation === 'sent'
        ? words.addedInvited
        : person.invitation === 'failed'
          ? words.addedMailFailed
          : words.addedNoMail;
    return format.interpolate(text, { name: person.logicalId });
  };

  const submit = async () => {
    setNote('');
    setError('');
    const picked = showList && active >= 0 ? suggestions[active] : undefined;
    if (picked) return shareWith(picked);
    const found = lookUpPerson(typed, users.data ?? []);
    switch (found.kind) {
      case 'empty':
        return;
      case 'known':
        return shareWith(found.user);
      case 'unknown':
        setError(words.unknown);
        return;
      case 'add-by-email': {
        setExpanded(false);
        // spec 000 §5: the add-by-email prompt.
        const yes = await confirm({
          title: words.promptTitle,
          message: format.interpolate(words.prompt, { email: found.email, folder: folderName }),
          confirmLabel: words.add,
        });
        if (!yes) return;
        addByEmail.mutate(
          { email: found.email, folderId },
          {
            onSuccess: (person) => {
              said(addedMessage(person));
              setTyped('');
            },
            onError: (failure) => setError(serverMessageOf(failure) ?? words.addFailed),
          },
        );
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setExpanded(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    }
  };

  const remove = (user: SharingUser) => {
    setNote('');
    setError('');
    removePerson.mutate(user.id, {
      onSuccess: () => said(format.interpolate(words.removed, { name: user.logicalId })),
      onError: (failure) => setError(serverMessageOf(failure) ?? words.removeFailed),
    });
  };

  const activeId = showList && active >= 0 ? `${listboxId}-${active}` : undefined;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content
            className="vt-ui__dialog vt-share"
            // The first Escape closes the suggestions, the next one the dialog (Radix listens on the
            // document, before the input's own handler).
            onEscapeKeyDown={(event) => {
              if (!showList) return;
              event.preventDefault();
              setExpanded(false);
              setActive(-1);
            }}
          >
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
              <div className="vt-share__picker">
                <TextField
                  label={words.person}
                  hint={words.personHint}
                  value={typed}
                  error={error || undefined}
                  autoComplete="off"
                  role="combobox"
                  aria-autocomplete="list"
                  aria-expanded={showList}
                  aria-controls={listboxId}
                  aria-activedescendant={activeId}
                  onKeyDown={onKeyDown}
                  onBlur={() => setExpanded(false)}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setExpanded(true);
                    setActive(-1);
                  }}
                />
                <div
                  id={listboxId}
                  role="listbox"
                  aria-label={words.suggestions}
                  className="vt-share__suggestions"
                  hidden={!showList}
                >
                  {suggestions.map((user, index) => (
                    <div
                      key={user.id}
                      id={`${listboxId}-${index}`}
                      role="option"
                      tabIndex={-1}
                      aria-selected={index === active}
                      className="vt-share__suggestion"
                      // Chosen before the input's blur closes the list.
                      onMouseDown={(event) => {
                        event.preventDefault();
                        shareWith(user);
                      }}
                    >
                      {user.email ? `${user.logicalId} (${user.email})` : user.logicalId}
                    </div>
                  ))}
                </div>
              </div>
              <div role="status" className="vt-share__note">
                {note}
              </div>
              <section aria-labelledby={`${id}-access`}>
                <h3 className="vt-share__legend" id={`${id}-access`}>
                  {words.withAccess}
                </h3>
                {people.isError ? (
                  <p className="vt-share__error">{serverMessageOf(people.error) ?? words.loadFailed}</p>
                ) : people.data && people.data.length === 0 ? (
                  <p className="vt-share__empty">{words.nobody}</p>
                ) : (
                  <ul className="vt-share__people">
                    {(people.data ?? []).map(({ user, sharedBy }) => (
                      <li key={user.id} className="vt-share__person">
                        <span>
                          {user.email ? `${user.logicalId} (${user.email})` : user.logicalId}
                          {sharedBy ? (
                            <span className="vt-share__shared-by">
                              {' · '}
                              {format.interpolate(words.sharedBy, { name: sharedBy })}
                            </span>
                          ) : null}
                        </span>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={format.interpolate(words.removeLabel, { name: user.logicalId })}
                          disabled={removePerson.isPending}
                          onClick={() => remove(user)}
                        >
                          {words.remove}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <div className="vt-share__actions">
                <Dialog.Close asChild>
                  <Button variant="ghost">{words.close}</Button>
                </Dialog.Close>
                <Button type="submit" variant="primary" disabled={busy || typed.trim() === ''}>
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
