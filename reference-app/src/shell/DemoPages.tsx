// Demo mode only: links to routes of spec 000 §2, so a reviewer can walk through every screen frame.
import { type AppLocale, useAppLocale } from '../locale';
import { Link } from '../navigation/NavigationProvider';

/** The demo routes, in the order of the table in spec 000 §2, labelled in the app's language. */
export const demoLinks = ({ demoPages }: AppLocale): readonly { to: string; label: string }[] => [
  { to: '/', label: demoPages.home },
  { to: '/all', label: demoPages.all },
  { to: '/folders/1', label: demoPages.folder },
  { to: '/collections/1', label: demoPages.collection },
  { to: '/sets/1', label: demoPages.set },
  { to: '/logical/date-2024', label: demoPages.logicalDate },
  { to: '/logical/location/France/Bretagne/Rennes', label: demoPages.logicalCity },
  { to: '/dashboard', label: demoPages.dashboard },
  { to: '/background', label: demoPages.background },
  { to: '/public', label: demoPages.publicPage },
  // The demo library's live share link (packages/mocks/src/db/seed.ts, 'Summer campaign 2026').
  { to: '/shared/summer-campaign-2026-q7mzk4xw2hnbt5rcpe3a', label: demoPages.shared },
  // Only the query string changes: the page must not reload (spec 000 §2).
  { to: '?ps=1', label: demoPages.postSignup },
];

export function DemoPages() {
  const appLocale = useAppLocale();
  const { demoPages } = appLocale;
  return (
    <nav className="vt-app__demo-pages" aria-label={demoPages.label}>
      <p>{demoPages.intro}</p>
      <ul>
        {demoLinks(appLocale).map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
