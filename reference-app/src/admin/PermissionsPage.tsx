// The folder and set permissions pages of spec 001 §2 (/permissions/folder?folder={id},
// /permissions/set?set={id}, and /permissions/collection?collection={id} for a set group), reached
// from the library tree's row menu, which offers them only where setPermissions is allowed. The page
// names the node (never its id), lists who has access there (grants inherited from above first,
// marked, removed on their own node; then the node's own, each removable) and gives a person a role
// there. A person without setPermissions on the node gets a clear refusal (the server answers 403).
import { useLocaleFormat, useReportError, useSetsName, useToast } from '@vitrine/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  type Grant,
  type GrantNode,
  type PermissionsNode,
  useAddGrant,
  useGrantablePeople,
  useGrants,
  useIsSuperAdmin,
  useRoles,
} from '../api/admin';
import { Link, useNavigation } from '../navigation/NavigationProvider';
import type { PermissionsNodeKind } from '../routes/match';
import { adminPath, LoadState, Refusal, roleLabel } from './common';
import { type AdminLocale, useAdminLocale } from './locale';
import { permissionsNodeOf } from './rules';
import { GrantRemoveButton, TableSection, useGrantRemoval } from './shared-parts';

/** Where a grant applies, as a sentence part ("the folder “Marketing”", "here"). */
function placeOf(
  L: AdminLocale,
  node: GrantNode,
  setsName: string,
  format: (t: string, v: object) => string,
) {
  const P = L.permissions;
  const name = node.name ?? '';
  switch (node.kind) {
    case 'library':
      return P.library;
    case 'folder':
      return format(P.inheritedFolder, { name });
    case 'set':
      return format(P.inheritedSet, { name, set: setsName });
    case 'setGroup':
      return format(P.inheritedSetGroup, { name });
  }
}

export function PermissionsPage({ kind }: { kind: PermissionsNodeKind }) {
  const L = useAdminLocale();
  const { location } = useNavigation();
  const node = permissionsNodeOf(kind, location.search);
  const grants = useGrants(node);
  if (node === null) {
    return (
      <div className="vt-admin" data-admin-page="permissions">
        <p className="vt-admin__empty" role="alert">
          {L.permissions.missingNode}
        </p>
        <p>
          <Link to="/">{L.backToLibrary}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="vt-admin" data-admin-page="permissions">
      <LoadState query={grants} failed={L.permissions.loadFailed} refusedText={L.refusedPermissionsText}>
        {() =>
          grants.data && <NodeGrants node={node} target={grants.data.node} grants={grants.data.grants} />
        }
      </LoadState>
    </div>
  );
}

function NodeGrants({ node, target, grants }: { node: PermissionsNode; target: GrantNode; grants: Grant[] }) {
  const L = useAdminLocale();
  const P = L.permissions;
  const format = useLocaleFormat();
  const setsName = useSetsName().value;
  const name = target.name ?? '';
  const heading =
    node.kind === 'folder'
      ? format.interpolate(P.folderOf, { name })
      : node.kind === 'set'
        ? format.interpolate(P.setOf, { name, set: setsName })
        : format.interpolate(P.setGroupOf, { name });
  return (
    <>
      <h2 className="vt-admin__node" data-node-name={name}>
        {heading}
      </h2>
      <GrantsTable grants={grants} />
      <AddGrantForm node={node} />
    </>
  );
}

function GrantsTable({ grants }: { grants: Grant[] }) {
  const L = useAdminLocale();
  const P = L.permissions;
  const format = useLocaleFormat();
  const setsName = useSetsName().value;
  const removal = useGrantRemoval();
  const interpolate = (template: string, values: object) =>
    format.interpolate(template, values as Record<string, string>);

  const removeGrant = (grant: Grant) => {
    const values = { role: roleLabel(L, grant.role.name), person: grant.user.logicalId };
    return removal.remove(grant, {
      question: interpolate(P.removeQuestion, values),
      confirmLabel: P.remove,
      done: interpolate(P.removed, values),
    });
  };

  return (
    <TableSection
      heading={P.grantsHeading}
      level={3}
      empty={P.empty}
      columns={[P.columns.person, P.columns.role, P.columns.from, P.columns.actions]}
      items={grants}
      keyOf={(grant) => grant.id}
    >
      {(grant) => {
        const role = roleLabel(L, grant.role.name);
        const person = grant.user.logicalId;
        return (
          <tr data-grant={person} data-inherited={grant.inherited || undefined}>
            <th scope="row">{person}</th>
            <td>{role}</td>
            <td>{grant.inherited ? placeOf(L, grant.node, setsName, interpolate) : P.here}</td>
            <td>
              {grant.inherited ? (
                <span className="vt-admin__muted">{P.inheritedNote}</span>
              ) : (
                <GrantRemoveButton
                  text={P.remove}
                  label={interpolate(P.removeLabel, { role, person })}
                  disabled={removal.pending}
                  onClick={() => void removeGrant(grant)}
                />
              )}
            </td>
          </tr>
        );
      }}
    </TableSection>
  );
}

function AddGrantForm({ node }: { node: PermissionsNode }) {
  const L = useAdminLocale();
  const P = L.permissions;
  const format = useLocaleFormat();
  const toast = useToast();
  const reportError = useReportError();
  const isSuperAdmin = useIsSuperAdmin();
  const people = useGrantablePeople(isSuperAdmin);
  const roles = useRoles();
  const add = useAddGrant(node);
  const headingId = useId();
  const personId = useId();
  const roleId = useId();
  const [person, setPerson] = useState('');
  const [role, setRole] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (person === '' || role === '') {
      setError(P.pickBoth);
      return;
    }
    try {
      await add.mutateAsync({ userId: Number(person), roleId: Number(role) });
    } catch (failure) {
      reportError(failure);
      return;
    }
    const personName = people.data?.find((entry) => String(entry.id) === person)?.name ?? '';
    const roleName = roles.data?.find((entry) => String(entry.id) === role)?.name ?? '';
    toast.success(format.interpolate(P.added, { person: personName, role: roleLabel(L, roleName) }));
    setPerson('');
    setRole('');
  };

  if (roles.isError) return <Refusal text={L.refusedPermissionsText} />;
  const pending = people.isPending || roles.isPending;
  const noPeople = people.isSuccess && people.data.length === 0;
  const noRoles = roles.isSuccess && roles.data.length === 0;
  const errorId = `${headingId}-error`;

  return (
    <section className="vt-admin__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{P.addHeading}</h3>
      {pending ? (
        <p className="vt-admin__status" aria-busy="true">
          {L.loading}
        </p>
      ) : noPeople || noRoles ? (
        <p className="vt-admin__empty">
          {noPeople ? P.noPeople : P.noRoles}{' '}
          {isSuperAdmin && (
            <Link to={adminPath(noPeople ? 'people' : 'roles')}>{noPeople ? P.openPeople : P.openRoles}</Link>
          )}
        </p>
      ) : (
        <form
          className="vt-admin__form vt-admin__inline-form"
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <div className="vt-admin__field">
            <label className="vt-ui__field-label" htmlFor={personId}>
              {P.personLabel}
            </label>
            <select
              id={personId}
              className="vt-ui__input"
              value={person}
              onChange={(event) => {
                setPerson(event.target.value);
                setError(null);
              }}
              aria-describedby={error ? errorId : undefined}
            >
              <option value="">{P.choose}</option>
              {(people.data ?? []).map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
          <div className="vt-admin__field">
            <label className="vt-ui__field-label" htmlFor={roleId}>
              {P.roleLabel}
            </label>
            <select
              id={roleId}
              className="vt-ui__input"
              value={role}
              onChange={(event) => {
                setRole(event.target.value);
                setError(null);
              }}
              aria-describedby={error ? errorId : undefined}
            >
              <option value="">{P.choose}</option>
              {(roles.data ?? []).map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {roleLabel(L, entry.name)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <button
              type="submit"
              className="vt-ui__button"
              data-tone="primary"
              disabled={add.isPending}
              aria-busy={add.isPending}
            >
              {add.isPending ? P.adding : P.add}
            </button>
          </div>
          {error && (
            <p id={errorId} className="vt-ui__field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
