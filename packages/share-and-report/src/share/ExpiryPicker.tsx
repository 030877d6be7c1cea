// The share expiry picker (spec 000 §5, §9): a day (none before today) and its half hours (none
// before the earliest expiry). Used by the share dialog and by "My shares" to change an expiry.
import { Field, Select, useLanguage } from '@vitrine/ui';
import { useId } from 'react';
import { dayFromValue, dayValue, expiryDayRange, expiryOnDay, expiryTimesOn } from './domain';
import { type SharingLocale, useSharingLocale } from './locale';

/** Props of {@link ExpiryPicker}. */
export interface ExpiryPickerProps {
  /** The expiry picked (on a half hour). */
  value: Date;
  /** Called with the new expiry (on a half hour, never before the earliest). */
  onValueChange(value: Date): void;
  /** The moment the picker counts from. */
  now: Date;
  /** The group's name (default: the dialog's 'Expires'). */
  legend?: string;
  /** Overrides of the picker's words (the dialog's part of the sharing locale). */
  locale?: Partial<SharingLocale['dialog']>;
}

/**
 * The share expiry picker: a day (none before today) and its half hours (none before the earliest
 * expiry), as a group of two labelled fields. The share dialog and "My shares" use it.
 */
export function ExpiryPicker({ value, onValueChange, now, legend, locale }: ExpiryPickerProps) {
  const id = useId();
  const language = useLanguage();
  const words = { ...useSharingLocale().dialog, ...locale };
  const range = expiryDayRange(now);
  const times = expiryTimesOn(value, now);
  const timeFormat = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
  return (
    <fieldset className="vt-share__expiry" aria-describedby={`${id}-hint`}>
      <legend className="vt-share__legend">{legend ?? words.expiry}</legend>
      <Field label={words.expiryDay}>
        {(ids) => (
          <span className="vt-ui__input-frame">
            <input
              id={ids.id}
              aria-describedby={ids.describedBy}
              type="date"
              className="vt-ui__input"
              required
              min={range.min}
              max={range.max}
              value={dayValue(value)}
              onChange={(event) => {
                const day = dayFromValue(event.target.value);
                const next = day && expiryOnDay(day, value, now);
                if (next) onValueChange(next);
              }}
            />
          </span>
        )}
      </Field>
      <Select
        label={words.expiryTime}
        value={String(value.getTime())}
        onChange={(event) => onValueChange(new Date(Number(event.target.value)))}
        options={times.map((time) => ({ value: String(time.getTime()), label: timeFormat.format(time) }))}
      />
      <p className="vt-ui__field-hint" id={`${id}-hint`}>
        {words.expiryHint}
      </p>
    </fieldset>
  );
}
