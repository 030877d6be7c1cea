// <InfoBanner> (spec 000 §2 "Dismissible info banner"): the host's text with a Dismiss button. A
// banner with a `messageKey` (a server's message) is dismissed for that message only: a new message
// shows again (issue 15: dismissing once hid every later message for good). A banner without one
// (the host's own fixed text) stays dismissed, as the web setting `infoBanner` says.
import { IconButton, IconInfo, IconX, useWebSetting } from '@vitrine/ui';
import { type ReactNode, useEffect, useState } from 'react';
import {
  dismissBannerMessage,
  isBannerMessageShown,
  loadDismissedBanners,
  saveDismissedBanners,
} from './InfoBannerDismissals';
import { type TopMenuLocaleOverrides, useTopMenuLocale } from './locale';

/** Props of {@link InfoBanner}. */
export interface InfoBannerProps {
  /** The banner's text (the host's). */
  children: ReactNode;
  /**
   * What the banner says, as text, when it changes (the server's infoMessages joined): dismissing
   * hides this message only, and another one shows again. Without it, dismissed is for good.
   */
  messageKey?: string | undefined;
  /** Partial override of the words (the top menu's locale: the Dismiss button). */
  locale?: TopMenuLocaleOverrides | undefined;
}

/**
 * spec 000 §2: the dismissible info banner. Dismissed, it hides its message (web setting
 * `infoBanner` false; the message kept in local storage); with a `messageKey`, a new message shows.
 */
export function InfoBanner({ children, messageKey, locale: overrides }: InfoBannerProps) {
  const locale = useTopMenuLocale(overrides);
  const [shown, setShown] = useWebSetting('infoBanner');
  const [dismissed, setDismissed] = useState(loadDismissedBanners);
  const keyed = messageKey !== undefined;
  const visible = keyed ? isBannerMessageShown(messageKey, dismissed) : shown;
  // A new message shows: the setting says the banner shows again (true while it shows).
  useEffect(() => {
    if (keyed && visible && !shown) setShown(true);
  }, [keyed, visible, shown, setShown]);
  if (!visible) return null;
  const dismiss = () => {
    if (keyed) {
      const next = dismissBannerMessage(loadDismissedBanners(), messageKey);
      saveDismissedBanners(next);
      setDismissed(next);
    }
    setShown(false);
  };
  return (
    <div className="vt-views__banner">
      <IconInfo className="vt-views__banner-icon" />
      <div className="vt-views__banner-text">{children}</div>
      <IconButton
        label={locale.dismissBanner}
        icon={<IconX />}
        size="sm"
        className="vt-views__banner-close"
        onClick={dismiss}
      />
    </div>
  );
}
