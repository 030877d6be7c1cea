// <DisabledDashboard> (spec 000 §2 "otherwise a disabled-dashboard template is used"): a module of
// its own, so a host that splits its routes keeps it on the first page without the dashboard.
import { useId } from 'react';
import { type DashboardLocaleOverrides, useDashboardLocale } from './locale';

/** Props of {@link DisabledDashboard}. */
export interface DisabledDashboardProps {
  /** Offers 'Show all files' (the host selects all files, spec 000 §4 'All' uses id 0). */
  onShowAllFiles?: (() => void) | undefined;
  /** Partial override of the words. */
  locale?: DashboardLocaleOverrides | undefined;
  /** Extra class on the root. */
  className?: string | undefined;
}

/**
 * spec 000 §2 "otherwise a disabled-dashboard template is used": where the dashboard would be, a
 * note that it is off and the way on (choose something in the trees, or all files).
 */
export function DisabledDashboard(props: DisabledDashboardProps) {
  const locale = useDashboardLocale(props.locale);
  const headingId = useId();
  return (
    <section
      className={props.className ? `vt-views__dashboard ${props.className}` : 'vt-views__dashboard'}
      aria-labelledby={headingId}
      data-state="disabled"
    >
      <h2 id={headingId} className="vt-views__dashboard-title">
        {locale.title}
      </h2>
      <p className="vt-views__dashboard-message">{locale.disabledMessage}</p>
      {props.onShowAllFiles ? (
        <button type="button" className="vt-views__dashboard-button" onClick={props.onShowAllFiles}>
          {locale.showAllFiles}
        </button>
      ) : null}
    </section>
  );
}
