// The post-signup panel of the main page (spec 000 §2: "A post-signup panel exists"; the query
// parameter ps is kept or removed on route change). It shows while ps is in the URL; dismissing it
// takes ps out of the URL (replaceState, no reload), so it stays away as the visitor moves on.
import { useId } from 'react';
import { useAppLocale } from '../locale';
import { useNavigation } from '../navigation/NavigationProvider';
import { POST_SIGNUP_PARAM } from '../routes/rules';

/** Props of {@link PostSignupPanel}. */
export interface PostSignupPanelProps {
  /** Called after the panel was dismissed (the app moves focus, which was on the dismiss button). */
  onDismissed?(): void;
}

export function PostSignupPanel({ onDismissed }: PostSignupPanelProps) {
  const { location, navigate } = useNavigation();
  const headingId = useId();
  const { postSignup } = useAppLocale();
  if (!new URLSearchParams(location.search).has(POST_SIGNUP_PARAM)) return null;
  const dismiss = () => {
    navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      dropPostSignup: true,
    });
    onDismissed?.();
  };
  return (
    <section className="vt-app__post-signup" aria-labelledby={headingId} data-panel="post-signup">
      <h2 id={headingId} className="vt-app__post-signup-heading">
        {postSignup.heading}
      </h2>
      <p>{postSignup.text}</p>
      <button
        type="button"
        className="vt-app__post-signup-dismiss"
        aria-label={postSignup.dismissLabel}
        onClick={dismiss}
      >
        {postSignup.dismiss}
      </button>
    </section>
  );
}
