// The calls behind the administration pages (issue 13): people, roles, grants on a folder, a set or
// a set group (spec 001 §2 permissions pages), the library settings (spec 000 §3) and the public
// one-time password link. The only place the admin pages reach the client (docs/architecture.md).
// Errors come back as ApiError (message = the server's responseStatus.message, spec 000 §8).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type components, unwrap } from '@vitrine/api-client';
import { useClient } from '@vitrine/ui';
import { invalidateRouteConfig } from './config';

type Schemas = components['schemas'];
/** A person as the administrator sees them. */
export type AdminUser = Schemas['AdminUser'];
/** A person and the grants they hold (their own, none inherited). */
export type AdminUserDetail = Schemas['AdminUserDetail'];
/** A change of a person: name, e-mail, super admin, disabled. */
export type AdminUserChange = Schemas['UpdateAdminUserRequest'];
/** A role: a name and its permission names. */
export type Role = Schemas['Role'];
/** A role granted to a person on a node. */
export type Grant = Schemas['Grant'];
/** Where a grant applies. */
export type GrantNode = Schemas['GrantNode'];
/** The library settings an administrator changes. */
export type AdminSettings = Schemas['AdminSettings'];
/** A change of {@link AdminSettings}. */
export type AdminSettingsChange = Schemas['UpdateAdminSettingsRequest'];
/** A one-time password link (the token is shown only once). */
export type PasswordLink = Schemas['PasswordLink'];
/** A person picked for a grant (GET /api/users or the people list). */
export interface GrantablePerson {
  id: number;
  name: string;
}

/** The node a permissions page is about. */
export type PermissionsNode = { kind: 'folder' | 'set' | 'setGroup'; id: number };

export const ADMIN_QUERY_KEY = ['vitrine', 'reference-app', 'admin'] as const;
const keys = {
  users: [...ADMIN_QUERY_KEY, 'users'] as const,
  /** Under `users`: whatever changes the people changes a person's page too. */
  person: (id: number) => [...ADMIN_QUERY_KEY, 'users', id] as const,
  roles: [...ADMIN_QUERY_KEY, 'roles'] as const,
  settings: [...ADMIN_QUERY_KEY, 'settings'] as const,
  grants: (node: PermissionsNode) => [...ADMIN_QUERY_KEY, 'grants', node.kind, node.id] as const,
  people: [...ADMIN_QUERY_KEY, 'grantable-people'] as const,
  passwordLink: (token: string) => [...ADMIN_QUERY_KEY, 'password-link', token] as const,
};

/** Admin answers are not retried: a 403 or 404 is an answer, not a hiccup. */
const once = { retry: false } as const;

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/users (super admin only: 403 for others). */
export function usePeople() {
  const client = useClient();
  return useQuery({
    queryKey: keys.users,
    queryFn: async ({ signal }) => (await unwrap(client.GET('/api/admin/users', { signal }))).users,
    ...once,
  });
}

/** GET /api/admin/users/{id}: one person and their own grants (super admin only); nothing asked for null. */
export function usePerson(id: number | null) {
  const client = useClient();
  return useQuery({
    queryKey: id === null ? [...ADMIN_QUERY_KEY, 'users', 'none'] : keys.person(id),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/admin/users/{id}', { params: { path: { id: id ?? 0 } }, signal })),
    enabled: id !== null,
    ...once,
  });
}

/** POST /api/admin/users: a person with a password, or (without one) a one-time link. */
export function useCreatePerson() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['CreateAdminUserRequest']) =>
      unwrap(client.POST('/api/admin/users', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.users }),
  });
}

/** PATCH /api/admin/users/{id}: rename, change the e-mail or super admin, disable or enable. */
export function useUpdatePerson() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & AdminUserChange) =>
      unwrap(client.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body })),
    onSettled: () => {
      // The name shows on the permissions pages' grants too.
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEY, 'grants'] });
      void queryClient.invalidateQueries({ queryKey: keys.people });
      return queryClient.invalidateQueries({ queryKey: keys.users });
    },
  });
}

/** DELETE /api/admin/users/{id}. */
export function useDeletePerson() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await unwrap(client.DELETE('/api/admin/users/{id}', { params: { path: { id } } }));
    },
    // Their page is not asked again (it would answer 404); their grants are gone everywhere.
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: keys.person(id) }),
    onSettled: () => {
      invalidateGrants(queryClient);
      void queryClient.invalidateQueries({ queryKey: keys.people });
      return queryClient.invalidateQueries({ queryKey: keys.users });
    },
  });
}

/** POST /api/admin/users/{id}/password: a new password now, or (without one) a one-time link. */
export function useResetPassword() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, password }: { id: number; password?: string }) =>
      (
        await unwrap(
          client.POST('/api/admin/users/{id}/password', {
            params: { path: { id } },
            body: password === undefined ? {} : { password },
          }),
        )
      ).passwordLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.users }),
  });
}

// ---------------------------------------------------------------------------------------------
// Roles
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/roles (the super admin, or anyone holding setPermissions somewhere). */
export function useRoles(enabled = true) {
  const client = useClient();
  return useQuery({
    queryKey: keys.roles,
    queryFn: async ({ signal }) => (await unwrap(client.GET('/api/admin/roles', { signal }))).roles,
    enabled,
    ...once,
  });
}

/** POST /api/admin/roles, or PATCH /api/admin/roles/{id} when `id` is given. */
export function useSaveRole() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number | null } & Schemas['RoleRequest']) =>
      id === null
        ? unwrap(client.POST('/api/admin/roles', { body }))
        : unwrap(client.PATCH('/api/admin/roles/{id}', { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.roles }),
  });
}

/** DELETE /api/admin/roles/{id} (400 while still granted). */
export function useDeleteRole() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await unwrap(client.DELETE('/api/admin/roles/{id}', { params: { path: { id } } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.roles }),
  });
}

// ---------------------------------------------------------------------------------------------
// Grants (the folder and set permissions pages, spec 001 §2)
// ---------------------------------------------------------------------------------------------

const NODE_QUERY = { folder: 'folder', set: 'virtualSet', setGroup: 'setGroup' } as const;
const NODE_BODY = { folder: 'folderId', set: 'setId', setGroup: 'setGroupId' } as const;

/** GET /api/admin/grants?folder= | virtualSet= | setGroup=: the node and its grants, inherited first. */
export function useGrants(node: PermissionsNode | null) {
  const client = useClient();
  return useQuery({
    queryKey: node ? keys.grants(node) : [...ADMIN_QUERY_KEY, 'grants', 'none'],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/admin/grants', {
          params: { query: node ? { [NODE_QUERY[node.kind]]: node.id } : {} },
          signal,
        }),
      ),
    enabled: node !== null,
    ...once,
  });
}

/** POST /api/admin/grants on the node. */
export function useAddGrant(node: PermissionsNode) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: number; roleId: number }) =>
      unwrap(client.POST('/api/admin/grants', { body: { userId, roleId, [NODE_BODY[node.kind]]: node.id } })),
    onSettled: () => invalidateGrants(queryClient),
  });
}

/** DELETE /api/admin/grants/{id}. */
export function useRemoveGrant() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await unwrap(client.DELETE('/api/admin/grants/{id}', { params: { path: { id } } }));
    },
    onSettled: () => invalidateGrants(queryClient),
  });
}

function invalidateGrants(queryClient: ReturnType<typeof useQueryClient>) {
  // A grant changes what the tree may show and do (permissions, role grant counts), and the
  // person's page lists their grants.
  void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEY, 'grants'] });
  void queryClient.invalidateQueries({ queryKey: keys.users });
  void queryClient.invalidateQueries({ queryKey: keys.roles });
  void queryClient.invalidateQueries({ queryKey: ['vitrine', 'permission'] });
}

/**
 * The people a grant may go to: the super admin picks from every person (GET /api/admin/users, the
 * guest principal included: guest access is granted like any role); others from the people they may
 * know (GET /api/users). Disabled people cannot receive a grant and are left out.
 */
export function useGrantablePeople(isSuperAdmin: boolean | undefined) {
  const client = useClient();
  return useQuery({
    queryKey: [...keys.people, isSuperAdmin === true],
    queryFn: async ({ signal }): Promise<GrantablePerson[]> => {
      if (isSuperAdmin) {
        const { users } = await unwrap(client.GET('/api/admin/users', { signal }));
        return users
          .filter((user) => !user.isDisabled)
          .map((user) => ({ id: user.id, name: user.logicalId }));
      }
      const { users } = await unwrap(client.GET('/api/users', { signal }));
      return users.map((user) => ({ id: user.id, name: user.logicalId }));
    },
    enabled: isSuperAdmin !== undefined,
    ...once,
  });
}

/** GET /api/session/currentuser: whether the person browsing is the super admin. */
export function useIsSuperAdmin(): boolean | undefined {
  const client = useClient();
  const query = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'current-user'],
    queryFn: async ({ signal }) =>
      (await unwrap(client.GET('/api/session/currentuser', { signal }))).isSuperAdmin,
    ...once,
  });
  if (query.isError) return false;
  return query.data;
}

// ---------------------------------------------------------------------------------------------
// Library settings (spec 000 §3)
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/settings (super admin only). */
export function useAdminSettings() {
  const client = useClient();
  return useQuery({
    queryKey: keys.settings,
    queryFn: ({ signal }) => unwrap(client.GET('/api/admin/settings', { signal })),
    ...once,
  });
}

/** PATCH /api/admin/settings; the app's configuration reads are asked again (they change at once). */
export function useSaveAdminSettings() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSettingsChange) => unwrap(client.PATCH('/api/admin/settings', { body })),
    onSuccess: (settings) => {
      queryClient.setQueryData(keys.settings, settings);
      void invalidateRouteConfig(queryClient);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// The one-time password link (public)
// ---------------------------------------------------------------------------------------------

/** POST /api/passwordlink/check: whom the link is for and when it expires (does not use it). */
export function usePasswordLinkCheck(token: string | null) {
  const client = useClient();
  return useQuery({
    queryKey: keys.passwordLink(token ?? ''),
    queryFn: () => unwrap(client.POST('/api/passwordlink/check', { body: { token: token ?? '' } })),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    ...once,
  });
}

/** POST /api/passwordlink/use: sets the password and uses the link up. */
export function useSetPasswordWithLink() {
  const client = useClient();
  return useMutation({
    mutationFn: async ({ token, password }: { token: string; password: string }) => {
      await unwrap(client.POST('/api/passwordlink/use', { body: { token, password } }));
    },
  });
}
