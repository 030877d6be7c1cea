// The administration screens of the app's router (issue 13), by route: /admin/people,
// /admin/people/{id}, /admin/roles, /admin/settings, /admin/public-pages (issue 19), the permissions pages of spec 001 §2 and
// /set-password.
import type { AdminSection, PermissionsNodeKind } from '../routes/match';
import { PeoplePage } from './PeoplePage';
import { PermissionsPage } from './PermissionsPage';
import { PersonPage } from './PersonPage';
import { PublicPagesPage } from './PublicPagesPage';
import { RolesPage } from './RolesPage';
import { SetPasswordPage } from './SetPasswordPage';
import { SettingsPage } from './SettingsPage';

/** The screen of an administration route. */
export type AdminScreenProps =
  | { kind: 'admin'; section: AdminSection }
  | { kind: 'admin'; section: 'person'; personId: string }
  | { kind: 'permissions'; node: PermissionsNodeKind }
  | { kind: 'set-password' };

export function AdminScreen(props: AdminScreenProps) {
  switch (props.kind) {
    case 'admin':
      if (props.section === 'person') return <PersonPage personId={props.personId} />;
      if (props.section === 'people') return <PeoplePage />;
      if (props.section === 'roles') return <RolesPage />;
      if (props.section === 'public-pages') return <PublicPagesPage />;
      return <SettingsPage />;
    case 'permissions':
      return <PermissionsPage kind={props.node} />;
    case 'set-password':
      return <SetPasswordPage />;
  }
}
