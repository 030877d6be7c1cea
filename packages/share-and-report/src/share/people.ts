// Share a folder with people (issue 20; spec 000 §5 "The sharing user must exist in the users list or
// carry an e-mail; otherwise an add-by-email prompt is shown", §7 "POST users create {user with
// folderId}; GET all users -> users"): the rule that decides between a known person and the
// add-by-email prompt, and the two calls. There is no call that gives a person already in the list
// access to a folder, so a known person is only named.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type components, unwrap, type VitrineClient } from '@vitrine/api-client';
import { useClient } from '@vitrine/ui';

/** A person of the users list (spec 000 §3 "User (for folder sharing)"). */
export type SharingUser = components['schemas']['User'];

/** What the person typed comes to. */
export type PersonLookup =
  | { kind: 'empty' }
  /** Someone in the users list (by name or e-mail). */
  | { kind: 'known'; user: SharingUser }
  /** Not in the list but an e-mail address: the add-by-email prompt. */
  | { kind: 'add-by-email'; email: string }
  /** Neither: a name nobody has, and no e-mail to add them by. */
  | { kind: 'unknown' };

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** spec 000 §5: a known person, or an e-mail to add them by, or neither. */
export function lookUpPerson(typed: string, users: readonly SharingUser[]): PersonLookup {
  const text = typed.trim();
  if (text === '') return { kind: 'empty' };
  const lower = text.toLowerCase();
  const user = users.find((u) => u.logicalId.toLowerCase() === lower || u.email?.toLowerCase() === lower);
  if (user) return { kind: 'known', user };
  return EMAIL.test(text) ? { kind: 'add-by-email', email: text } : { kind: 'unknown' };
}

const usersKey = ['vitrine', 'shares', 'users'] as const;

async function fetchUsers(client: VitrineClient): Promise<SharingUser[]> {
  return (await unwrap(client.GET('/api/users'))).users;
}

/** The users list this user may see (GET all users). */
export function useSharingUsers() {
  const client = useClient();
  return useQuery({ queryKey: usersKey, queryFn: () => fetchUsers(client) });
}

/** Adds a person by e-mail with access to `folderId` (POST users create). */
export function useAddPersonByEmail() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: { email: string; folderId: number }) =>
      unwrap(client.POST('/api/users/create', { body: { email: person.email, folderId: person.folderId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
