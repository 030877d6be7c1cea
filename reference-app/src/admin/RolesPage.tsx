// /admin/roles (issue 13): the roles of the library as permission lists. The super admin adds a
// role, edits its name and its permissions (the names of spec 000 §6 and spec 001 §6, as a group of
// checkboxes), and deletes a role nobody holds (the server refuses one still granted and says so).
import { PERMISSION_NAMES, type PermissionName } from '@vitrine/core';
import { useLocaleFormat, useReportError, useToast } from '@vitrine/ui';
import { type FormEvent, useId, useState } from 'react';
import { type Role, useDeleteRole, useRoles, useSaveRole } from '../api/admin';
import { AdminNav, LoadState, roleLabel, TextField } from './common';
import { useAdminLocale } from './locale';
import { TableSection, useConfirmedAction } from './shared-parts';

export function RolesPage() {
  const L = useAdminLocale();
  const roles = useRoles();
  const [editing, setEditing] = useState<Role | null>(null);
  return (
    <div className="vt-admin" data-admin-page="roles">
      <AdminNav current="roles" />
      <LoadState query={roles} failed={L.roles.loadFailed}>
        {() => (
          <>
            <RolesTable roles={roles.data ?? []} onEdit={setEditing} />
            <RoleForm key={editing?.id ?? 'new'} role={editing} onDone={() => setEditing(null)} />
          </>
        )}
      </LoadState>
    </div>
  );
}

function RolesTable({ roles, onEdit }: { roles: Role[]; onEdit(role: Role): void }) {
  const L = useAdminLocale();
  const R = L.roles;
  const format = useLocaleFormat();
  const remove = useDeleteRole();
  const run = useConfirmedAction();

  const deleteRole = (role: Role) => {
    const name = roleLabel(L, role.name);
    // A failure: 400 "This role is still granted; remove its grants first." (the server's words).
    return run(
      {
        message: format.interpolate(R.deleteQuestion, { name }),
        confirmLabel: R.deleteConfirm,
        tone: 'danger',
      },
      () => remove.mutateAsync(role.id),
      format.interpolate(R.deleted, { name }),
    );
  };

  return (
    <TableSection
      heading={R.listHeading}
      empty={R.empty}
      columns={[R.columns.name, R.columns.permissions, R.columns.grants, R.columns.actions]}
      items={roles}
      keyOf={(role) => role.id}
    >
      {(role) => {
        const name = roleLabel(L, role.name);
        return (
          <tr data-role={role.name}>
            <th scope="row">{name}</th>
            <td>
              {role.permissions.length === 0 ? (
                <span className="vt-admin__muted">{R.noPermissions}</span>
              ) : (
                <ul className="vt-admin__tags">
                  {role.permissions.map((permission) => (
                    <li key={permission}>{R.permissions[permission]}</li>
                  ))}
                </ul>
              )}
            </td>
            <td>{format.plural(R.grantCount, role.grantCount)}</td>
            <td>
              {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
              <div
                className="vt-admin__actions"
                role="group"
                aria-label={format.interpolate(R.rowActions, { name })}
              >
                <button type="button" className="vt-ui__button" onClick={() => onEdit(role)}>
                  {R.edit}
                </button>
                <button
                  type="button"
                  className="vt-ui__button"
                  data-tone="danger"
                  onClick={() => void deleteRole(role)}
                  disabled={remove.isPending}
                >
                  {R.delete}
                </button>
              </div>
            </td>
          </tr>
        );
      }}
    </TableSection>
  );
}

/** Add a role (role null) or edit one: its name and its permissions as checkboxes. */
function RoleForm({ role, onDone }: { role: Role | null; onDone(): void }) {
  const L = useAdminLocale();
  const R = L.roles;
  const format = useLocaleFormat();
  const toast = useToast();
  const reportError = useReportError();
  const save = useSaveRole();
  const headingId = useId();
  const [name, setName] = useState(role?.name ?? '');
  const [permissions, setPermissions] = useState<ReadonlySet<PermissionName>>(
    () => new Set(role?.permissions ?? []),
  );
  const [nameError, setNameError] = useState<string | null>(null);

  const toggle = (permission: PermissionName, on: boolean) =>
    setPermissions((current) => {
      const next = new Set(current);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(R.nameRequired);
      return;
    }
    let saved: Role;
    try {
      saved = await save.mutateAsync({
        id: role?.id ?? null,
        name: trimmed,
        // In the order of the list, so a role reads the same everywhere.
        permissions: PERMISSION_NAMES.filter((permission) => permissions.has(permission)),
      });
    } catch (error) {
      reportError(error);
      return;
    }
    toast.success(format.interpolate(R.saved, { name: roleLabel(L, saved.name) }));
    setName('');
    setPermissions(new Set());
    onDone();
  };

  return (
    <section className="vt-admin__section" aria-labelledby={headingId} data-role-form={role ? 'edit' : 'add'}>
      <h2 id={headingId} tabIndex={-1} ref={role ? (element) => element?.focus() : undefined}>
        {role ? format.interpolate(R.editHeading, { name: roleLabel(L, role.name) }) : R.addHeading}
      </h2>
      <form className="vt-admin__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={R.nameLabel}
          value={name}
          onChange={(value) => {
            setName(value);
            setNameError(null);
          }}
          autoComplete="off"
          required
          maxLength={60}
          error={nameError}
        />
        <fieldset className="vt-admin__fieldset vt-admin__checkboxes">
          <legend>{R.permissionsLegend}</legend>
          {PERMISSION_NAMES.map((permission) => (
            <label key={permission} className="vt-admin__choice">
              <input
                type="checkbox"
                name="permissions"
                value={permission}
                checked={permissions.has(permission)}
                onChange={(event) => toggle(permission, event.target.checked)}
              />
              <span>{R.permissions[permission]}</span>
              <code className="vt-admin__code">{permission}</code>
            </label>
          ))}
        </fieldset>
        <div className="vt-admin__actions">
          <button
            type="submit"
            className="vt-ui__button"
            data-tone="primary"
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            {save.isPending ? R.saving : role ? R.save : R.add}
          </button>
          {role && (
            <button type="button" className="vt-ui__button" onClick={onDone}>
              {L.cancel}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
