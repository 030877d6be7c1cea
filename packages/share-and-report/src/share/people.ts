// Share a folder with people (issue 20; spec 000 §5 "The sharing user must exist in the users list or
// carry an e-mail; otherwise an add-by-email prompt is shown", §7 "POST users create {user with
// folderId}; GET all users -> users"): the rules that decide between a known person and the
// add-by-email prompt and filter the users list as one types, and the calls: the users list, the
// folder's people (GET/POST/DELETE /api/folders/{id}/people, inferred) and adding by e-mail.
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

/** The most suggestions the people picker shows at once. */
export const MAX_PERSON_SUGGESTIONS = 8;

/**
 * The users whose name or e-mail holds what was typed (ignoring case), those already given the folder
 * left out, at most {@link MAX_PERSON_SUGGESTIONS}; names starting with it first.
 */
export function suggestPeople(
  typed: string,
  users: readonly SharingUser[],
  exclude: ReadonlySet<number> = new Set(),
): SharingUser[] {
  const text = typed.trim().toLowerCase();
  if (text === '') return [];
  const matches = users.filter(
    (u) =>
      !exclude.has(u.id) &&
      (u.logicalId.toLowerCase().includes(text) || (u.email ?? '').toLowerCase().includes(text)),
  );
  const starts = (u: SharingUser) => (u.logicalId.toLowerCase().startsWith(text) ? 0 : 1);
  return matches
    .sort((a, b) => starts(a) - starts(b) || a.logicalId.localeCompare(b.logicalId))
    .slice(0, MAX_PERSON_SUGGESTIONS);
}

/** A person given the folder (GET /api/folders/{id}/people). */
export type FolderPerson = components['schemas']['FolderPerson'];
/** A person added by e-mail, with what became of their invitation mail. */
export type CreatedPerson = components['schemas']['CreatedUser'];

const usersKey = ['vitrine', 'shares', 'users'] as const;
const peopleKey = (folderId: number) => ['vitrine', 'shares', 'people', folderId] as const;

/** The people the folder was shared with. */
export function useFolderPeople(folderId: number, enabled = true) {
  const client = useClient();
  return useQuery({
    queryKey: peopleKey(folderId),
    enabled,
    queryFn: async () =>
      (await unwrap(client.GET('/api/folders/{id}/people', { params: { path: { id: folderId } } }))).people,
  });
}

/** Gives a person of the users list the folder. */
export function useAddFolderPerson(folderId: number) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      unwrap(
        client.POST('/api/folders/{id}/people', { params: { path: { id: folderId } }, body: { userId } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKey(folderId) }),
  });
}

/** Takes back what sharing gave a person on the folder. */
export function useRemoveFolderPerson(folderId: number) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      unwrap(
        client.DELETE('/api/folders/{id}/people/{userId}', { params: { path: { id: folderId, userId } } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKey(folderId) }),
  });
}

async function fetchUsers(client: VitrineClient): Promise<SharingUser[]> {
  return (await unwrap(client.GET('/api/users'))).users;
}

/** The users list this user may see (GET all users). */
export function useSharingUsers() {
  const client = useClient();
  return useQuery({ queryKey: usersKey, queryFn: () => fetchUsers(client) });
}

/** Adds a person by e-mail with access to `folderId` (POST users create; an invitation mail when the server can). */
export function useAddPersonByEmail() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: { email: string; folderId: number }): Promise<CreatedPerson> =>
      unwrap(client.POST('/api/users/create', { body: { email: person.email, folderId: person.folderId } })),
    onSettled: (_data, _error, person) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: peopleKey(person.folderId) }),
      ]),
  });
}
