// The app's navigation context: the current location and `navigate`, over a HistoryStore. Every
// navigation goes through planNavigation, so the post-signup rule (spec 000 §2) applies everywhere.
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { type AppLocation, type HistoryStore, isInAppClick, useAppLocation } from './history';
import { planNavigation } from './plan';

/** Options of `navigate`. */
export interface NavigateOptions {
  replace?: boolean;
  dropPostSignup?: boolean;
}

/** What `useNavigation()` returns. */
export interface Navigation {
  location: AppLocation;
  /** The URL a navigation to `to` lands on (post-signup rule applied). */
  resolve(to: string): string;
  /**
   * Goes to `to` with pushState (replaceState with `replace`); never reloads the page.
   * `dropPostSignup` leaves the post-signup parameter behind (the panel was dismissed).
   */
  navigate(to: string, options?: NavigateOptions): void;
}

const NavigationContext = createContext<Navigation | null>(null);

/** Props of {@link NavigationProvider}. */
export interface NavigationProviderProps {
  /** The history store (createHistoryStore(window)). */
  store: HistoryStore;
  /** The body build variant (spec 000 §2), for the route matcher. */
  bodyVariant: boolean;
  children?: ReactNode;
}

export function NavigationProvider({ store, bodyVariant, children }: NavigationProviderProps) {
  const location = useAppLocation(store);
  const value = useMemo<Navigation>(() => {
    const resolve = (to: string) => planNavigation(location, to, { bodyVariant });
    return {
      location,
      resolve,
      navigate: (to, options = {}) => {
        const dropPostSignup = options.dropPostSignup ?? false;
        const url = planNavigation(location, to, { bodyVariant, dropPostSignup });
        store.navigate(url, { replace: options.replace ?? false });
      },
    };
  }, [location, store, bodyVariant]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The current location and `navigate`. */
export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation must be used inside <NavigationProvider>');
  return navigation;
}

/** Props of {@link Link}: an anchor whose plain clicks navigate in the page. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The in-app URL (path, query string, hash). */
  to: string;
}

/** An anchor that navigates with pushState on a plain click (a modified click opens as usual). */
export function Link({ to, onClick, children, ...rest }: LinkProps) {
  const { resolve, navigate } = useNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const anchor = event.currentTarget;
    const inApp = isInAppClick(
      event,
      { target: anchor.target, hasDownload: anchor.hasAttribute('download'), href: anchor.href },
      window.location.origin,
    );
    if (!inApp) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a {...rest} href={resolve(to)} onClick={handleClick}>
      {children}
    </a>
  );
}
