// <ErrorState>: what a widget draws in place of its content when its own data could not be loaded
// (a tree's folders, a view's files). The widget's words say what failed; the server's message
// follows when it sent one (spec 000 §8: "Server messages (responseStatus.message) are shown when
// present"); a button asks again. Announced once as an alert; the message is text, never markup.
import { useContext } from 'react';
import { serverMessageOf } from '../domain/error-toast';
import { IconCircleAlert, IconRefresh } from '../icons';
import { uiLocale } from '../locale';
import { Button } from '../primitives/button/Button';
import { VitrineContext } from '../provider/context';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** What could not be loaded, in the widget's words ('The folders could not be loaded.'). */
  message: string;
  /** The failure; its server message (responseStatus.message) shows under `message` when present. */
  error?: unknown;
  /** Asks again (refetches); without it no button is drawn. */
  onRetry?: () => void;
  /** Label of the retry button; default the provider's `ui.retry` ('Try again'). */
  retryLabel?: string;
  /** The new attempt is under way: the button is disabled and the state is busy. */
  retrying?: boolean;
  /** 'block' (default) centres it in the widget's area; 'inline' keeps it compact, for a panel or a row. */
  size?: 'block' | 'inline';
  /** Extra class on the root element (`vt-ui__error-state`). */
  className?: string;
}

/**
 * The error state of a widget whose data failed to load: an icon, the widget's message, the
 * server's message when it sent one, and a retry button. It is an `alert`, so assistive technology
 * announces it once when it appears. Works inside `<VitrineProvider>` (its `ui.retry` label follows
 * the provider's locale) and outside it (English).
 */
export function ErrorState(props: ErrorStateProps) {
  const { message, error, onRetry, retryLabel, retrying = false, size = 'block', className } = props;
  const ui = useContext(VitrineContext)?.ui ?? uiLocale;
  const detail = serverMessageOf(error);
  return (
    <div
      className={className ? `vt-ui__error-state ${className}` : 'vt-ui__error-state'}
      role="alert"
      data-size={size}
      aria-busy={retrying || undefined}
    >
      <span className="vt-ui__error-state-icon" aria-hidden="true">
        <IconCircleAlert />
      </span>
      <div className="vt-ui__error-state-text">
        <p className="vt-ui__error-state-message">{message}</p>
        {detail !== undefined ? <p className="vt-ui__error-state-detail">{detail}</p> : null}
      </div>
      {onRetry ? (
        <Button
          size={size === 'inline' ? 'sm' : 'md'}
          icon={<IconRefresh />}
          disabled={retrying}
          onClick={onRetry}
        >
          {retryLabel ?? ui.retry}
        </Button>
      ) : null}
    </div>
  );
}
