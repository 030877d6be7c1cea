// /admin/people (issue 13): every person of the library for the super admin. Add a person with a
// password or a one-time link (shown once, to send them), disable or enable (a disabled person is
// signed out at once), reset a password (a new one now, or a new link), delete (the dialog says what
// happens to their files). A person's name opens their page (/admin/people/{id}). The guest principal
// is listed (its grants give guest access) but has no actions. Others get a clear refusal (the
// server answers 403).
import { checkNewPassword } from '@vitrine/core';
import { useLocaleFormat, useReportError, useToast } from '@vitrine/ui';
import { type FormEvent, useId, useState } from 'react';
import { type AdminUser, useCreatePerson, usePeople } from '../api/admin';
import { Link } from '../navigation/NavigationProvider';
import { AdminNav, LoadState, TextField } from './common';
import { useAdminLocale } from './locale';
import { LinkPanel, PasswordChoice, type PasswordMode, PersonActions, type ShownLink } from './PersonActions';
import { personPath, personStatus } from './rules';
import { TableSection } from './shared-parts';

export function PeoplePage() {
  const L = useAdminLocale();
  const people = usePeople();
  const [shownLink, setShownLink] = useState<ShownLink | null>(null);
  return (
    <div className="vt-admin" data-admin-page="people">
      <AdminNav current="people" />
      <LoadState query={people} failed={L.people.loadFailed}>
        {() => (
          <>
            {shownLink && (
              <LinkPanel name={shownLink.name} link={shownLink.link} onDismiss={() => setShownLink(null)} />
            )}
            <PeopleTable users={people.data ?? []} onLink={setShownLink} />
            <AddPersonForm onLink={setShownLink} />
          </>
        )}
      </LoadState>
    </div>
  );
}

function PeopleTable({ users, onLink }: { users: AdminUser[]; onLink(shown: ShownLink): void }) {
  const P = useAdminLocale().people;
  return (
    <TableSection
      heading={P.listHeading}
      empty={P.empty}
      columns={[P.columns.name, P.columns.email, P.columns.status, P.columns.superAdmin, P.columns.actions]}
      items={users}
      keyOf={(user) => user.id}
    >
      {(user) => <PersonRow user={user} onLink={onLink} />}
    </TableSection>
  );
}

function PersonRow({ user, onLink }: { user: AdminUser; onLink(shown: ShownLink): void }) {
  const L = useAdminLocale();
  const P = L.people;
  const status = personStatus(user);
  return (
    <tr data-person={user.logicalId} data-state={status}>
      <th scope="row">
        <Link to={personPath(user.id)}>{user.isGuest ? P.guestName : user.logicalId}</Link>
      </th>
      <td>{user.email ?? <span className="vt-admin__muted">{P.noEmail}</span>}</td>
      <td>{P.status[status]}</td>
      <td>{user.isSuperAdmin ? L.yes : L.no}</td>
      <td>{user.isGuest ? null : <PersonActions user={user} onLink={onLink} />}</td>
    </tr>
  );
}

function AddPersonForm({ onLink }: { onLink(shown: ShownLink): void }) {
  const L = useAdminLocale();
  const P = L.people;
  const format = useLocaleFormat();
  const toast = useToast();
  const reportError = useReportError();
  const create = useCreatePerson();
  const headingId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mode, setMode] = useState<PasswordMode>('password');
  const [password, setPassword] = useState('');
  const [superAdmin, setSuperAdmin] = useState(false);
  const [errors, setErrors] = useState<{ name: string | null; password: string | null }>({
    name: null,
    password: null,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const logicalId = name.trim();
    const next = {
      name: logicalId === '' ? P.nameRequired : null,
      password: mode === 'password' && checkNewPassword(password) !== null ? P.passwordTooShort : null,
    };
    setErrors(next);
    if (next.name || next.password) return;
    let result: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      result = await create.mutateAsync({
        logicalId,
        email: email.trim() === '' ? null : email.trim(),
        isSuperAdmin: superAdmin,
        ...(mode === 'password' ? { password } : {}),
      });
    } catch (error) {
      reportError(error);
      return;
    }
    toast.success(format.interpolate(P.added, { name: result.user.logicalId }));
    if (result.passwordLink) onLink({ name: result.user.logicalId, link: result.passwordLink });
    setName('');
    setEmail('');
    setPassword('');
    setSuperAdmin(false);
  };

  return (
    <section className="vt-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{P.addHeading}</h2>
      <form className="vt-admin__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={P.nameLabel}
          value={name}
          onChange={setName}
          autoComplete="off"
          required
          maxLength={100}
          error={errors.name}
        />
        <TextField
          label={P.emailLabel}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="off"
          maxLength={254}
        />
        <PasswordChoice
          mode={mode}
          onModeChange={setMode}
          password={password}
          onPasswordChange={setPassword}
          error={errors.password}
        />
        <label className="vt-admin__choice">
          <input
            type="checkbox"
            checked={superAdmin}
            onChange={(event) => setSuperAdmin(event.target.checked)}
          />
          {P.superAdminLabel}
        </label>
        <div>
          <button
            type="submit"
            className="vt-ui__button"
            data-tone="primary"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {create.isPending ? P.adding : P.add}
          </button>
        </div>
      </form>
    </section>
  );
}
