// /admin/people/{id} (issue 13): one person for the super admin, reached from the people table. It
// shows who they are (name, e-mail, status, super admin, password or one-time link pending, when
// they were added), changes their sign-in name, e-mail and super admin (the server refuses taking
// away your own super admin or the last one's: its message is shown at the form), offers the table's
// actions (disable or enable, reset password, delete), and lists the grants they hold themselves,
// each naming its folder, set or collection (never an id) with a link to that node's permissions
// page (spec 001 §2), and a Remove. The guest principal's page shows its grants only. Others get a
// clear refusal (the server answers 403); an unknown or malformed id says there is no such person.
import { isApiError } from '@vitrine/api-client';
import { useLocaleFormat, useReportError, useSetsName, useToast } from '@vitrine/ui';
import { type FormEvent, Fragment, useId, useState } from 'react';
import {
  type AdminUser,
  type AdminUserDetail,
  type Grant,
  type GrantNode,
  usePerson,
  useUpdatePerson,
} from '../api/admin';
import { Link, useNavigation } from '../navigation/NavigationProvider';
import { AdminNav, adminPath, isMissing, LoadState, roleLabel, TextField, useDateTime } from './common';
import { type AdminLocale, useAdminLocale } from './locale';
import { LinkPanel, PersonActions, type ShownLink } from './PersonActions';
import {
  grantNodePath,
  type PersonForm,
  passwordState,
  personChange,
  personForm,
  personIdOf,
  personStatus,
} from './rules';
import { GrantRemoveButton, TableSection, useGrantRemoval } from './shared-parts';

/** Props of {@link PersonPage}. */
export interface PersonPageProps {
  /** The id as the address has it (`/admin/people/{personId}`); checked here. */
  personId: string;
}

export function PersonPage({ personId }: PersonPageProps) {
  const L = useAdminLocale();
  const id = personIdOf(personId);
  const person = usePerson(id);
  const missing = id === null || (person.isError && isMissing(person.error));
  return (
    <div className="vt-admin" data-admin-page="person">
      <AdminNav current={null} />
      {missing ? (
        <section className="vt-admin__refusal" data-state="not-found">
          <p role="alert">{L.person.notFound}</p>
          <p>
            <Link to={adminPath('people')}>{L.person.backToPeople}</Link>
          </p>
        </section>
      ) : (
        <LoadState query={person} failed={L.person.loadFailed}>
          {() => person.data && <PersonDetail user={person.data} />}
        </LoadState>
      )}
    </div>
  );
}

function PersonDetail({ user }: { user: AdminUserDetail }) {
  const L = useAdminLocale();
  const P = L.person;
  const dateTime = useDateTime();
  const { navigate } = useNavigation();
  const headingId = useId();
  const [shownLink, setShownLink] = useState<ShownLink | null>(null);
  const name = user.isGuest ? L.people.guestName : user.logicalId;
  const facts: [string, string][] = [
    [P.facts.name, name],
    [P.facts.email, user.email ?? L.people.noEmail],
    [P.facts.status, L.people.status[personStatus(user)]],
    [P.facts.superAdmin, user.isSuperAdmin ? L.yes : L.no],
    ...(user.isGuest ? [] : [[P.facts.password, P.password[passwordState(user)]] as [string, string]]),
    [P.facts.created, dateTime(user.createdAt)],
  ];
  return (
    <>
      <p>
        <Link to={adminPath('people')}>{P.backToPeople}</Link>
      </p>
      <section
        className="vt-admin__section"
        aria-labelledby={headingId}
        data-person={user.logicalId}
        data-state={personStatus(user)}
      >
        <h2 id={headingId}>{name}</h2>
        <dl className="vt-admin__facts">
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        {user.isGuest ? (
          <p className="vt-admin__muted">{P.guestNote}</p>
        ) : (
          <PersonActions user={user} onLink={setShownLink} onDeleted={() => navigate(adminPath('people'))} />
        )}
      </section>
      {shownLink && (
        <LinkPanel name={shownLink.name} link={shownLink.link} onDismiss={() => setShownLink(null)} />
      )}
      {!user.isGuest && <EditPersonForm user={user} />}
      <PersonGrants user={user} name={name} />
    </>
  );
}

/**
 * Sign-in name, e-mail and super admin. Only what changed is sent. A refusal of the change (400:
 * taking away your own super admin, the last super admin, a name or e-mail already used) is the
 * server's sentence next to the form, where the person is looking; any other failure takes the
 * app's one error path (a toast).
 */
function EditPersonForm({ user }: { user: AdminUser }) {
  const L = useAdminLocale();
  const P = L.person;
  const format = useLocaleFormat();
  const toast = useToast();
  const reportError = useReportError();
  const update = useUpdatePerson();
  const headingId = useId();
  const [form, setForm] = useState<PersonForm>(() => personForm(user));
  const [nameError, setNameError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = <K extends keyof PersonForm>(key: K, value: PersonForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setRefusal(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    if (form.logicalId.trim() === '') {
      setNameError(L.people.nameRequired);
      return;
    }
    setNameError(null);
    const change = personChange(user, form);
    if (Object.keys(change).length === 0) {
      toast.info(P.unchanged);
      return;
    }
    let saved: AdminUser;
    try {
      saved = await update.mutateAsync({ id: user.id, ...change });
    } catch (error) {
      if (isApiError(error) && error.status === 400) setRefusal(error.message);
      else reportError(error);
      return;
    }
    setForm(personForm(saved));
    toast.success(format.interpolate(P.saved, { name: saved.logicalId }));
  };

  return (
    <section className="vt-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{P.editHeading}</h2>
      <form className="vt-admin__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={L.people.nameLabel}
          value={form.logicalId}
          onChange={(value) => {
            set('logicalId', value);
            setNameError(null);
          }}
          autoComplete="off"
          required
          maxLength={100}
          error={nameError}
        />
        <TextField
          label={L.people.emailLabel}
          type="email"
          value={form.email}
          onChange={(value) => set('email', value)}
          autoComplete="off"
          maxLength={254}
        />
        <label className="vt-admin__choice">
          <input
            type="checkbox"
            checked={form.isSuperAdmin}
            onChange={(event) => set('isSuperAdmin', event.target.checked)}
          />
          {L.people.superAdminLabel}
        </label>
        {refusal && (
          <p className="vt-ui__field-error" role="alert" data-refusal="">
            {refusal}
          </p>
        )}
        <div>
          <button
            type="submit"
            className="vt-ui__button"
            data-tone="primary"
            disabled={update.isPending}
            aria-busy={update.isPending}
          >
            {update.isPending ? P.saving : P.save}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Where a grant applies, as the person reads it: "Folder “Products”", "Whole library". */
function placeOf(P: AdminLocale['person'], node: GrantNode, setsName: string, interpolate: Interpolate) {
  const name = node.name ?? P.place.unnamed;
  switch (node.kind) {
    case 'library':
      return P.place.library;
    case 'folder':
      return interpolate(P.place.folder, { name });
    case 'set':
      return interpolate(P.place.set, { name, set: setsName });
    case 'setGroup':
      return interpolate(P.place.setGroup, { name });
  }
}

type Interpolate = (template: string, values: Record<string, string>) => string;

/** The grants the person holds themselves, each with its place's permissions page and a Remove. */
function PersonGrants({ user, name }: { user: AdminUserDetail; name: string }) {
  const L = useAdminLocale();
  const P = L.person;
  const format = useLocaleFormat();
  const setsName = useSetsName().value;
  const removal = useGrantRemoval();
  const interpolate: Interpolate = (template, values) => format.interpolate(template, values);

  const removeGrant = (grant: Grant) => {
    const values = {
      role: roleLabel(L, grant.role.name),
      person: name,
      place: placeOf(P, grant.node, setsName, interpolate),
    };
    return removal.remove(grant, {
      question: interpolate(P.removeQuestion, values),
      confirmLabel: P.remove,
      done: interpolate(P.removed, values),
    });
  };

  return (
    <TableSection
      heading={interpolate(P.grantsHeading, { name })}
      note={user.isSuperAdmin && <p className="vt-admin__muted">{interpolate(P.superAdminNote, { name })}</p>}
      empty={interpolate(P.grantsEmpty, { name })}
      hint={P.grantsHint}
      columns={[P.columns.place, P.columns.role, P.columns.actions]}
      items={user.grants}
      keyOf={(grant) => grant.id}
    >
      {(grant) => {
        const place = placeOf(P, grant.node, setsName, interpolate);
        const path = grantNodePath(grant.node);
        const role = roleLabel(L, grant.role.name);
        return (
          <tr data-grant={grant.node.kind}>
            <th scope="row">{path === null ? place : <Link to={path}>{place}</Link>}</th>
            <td>{role}</td>
            <td>
              <GrantRemoveButton
                text={P.remove}
                label={interpolate(P.removeLabel, { role, place })}
                disabled={removal.pending}
                onClick={() => void removeGrant(grant)}
              />
            </td>
          </tr>
        );
      }}
    </TableSection>
  );
}
