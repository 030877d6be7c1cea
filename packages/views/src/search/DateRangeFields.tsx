// <DateRangeFields>: the date range of a search (spec 000 §3 dateFrom, dateTo; the reference server
// filters on the date taken). Two text fields that take yyyy-mm-dd (spec 000 §9's date format, so
// what is typed is what is sent), each with a calendar button. The calendar is a WAI-ARIA date
// picker dialog (non-modal, beside its field): a grid of the month whose weeks start on Sunday
// (spec 000 §9, @vitrine/core's WEEK_STARTS_ON); arrows move a day or a week, Home and End to the
// week's first and last day, Page Up and Page Down a month, Enter or Space picks, Escape closes;
// focus returns to the calendar button. Native date inputs cannot be told where the week starts.
import { WEEK_STARTS_ON } from '@vitrine/core';
import {
  IconButton,
  IconCalendar,
  IconChevronLeft,
  IconChevronRight,
  TextField,
  useLanguage,
  useLocaleFormat,
} from '@vitrine/ui';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useViewsLocale, type ViewsLocaleOverrides } from '../locale';
import { normalizeSearchDate } from './criteria';
import {
  addDays,
  addMonths,
  calendarMonth,
  endOfWeek,
  type IsoDay,
  localToday,
  startOfWeek,
} from './search-input';

/** Props of {@link DateRangeFields}. */
export interface DateRangeFieldsProps {
  /** The first day, yyyy-mm-dd, or null (open). */
  dateFrom: string | null;
  /** The last day, yyyy-mm-dd, or null (open). */
  dateTo: string | null;
  /** Called with both ends after one of them changed (a reversed range is kept: the criteria swap it). */
  onChange: (range: { dateFrom: string | null; dateTo: string | null }) => void;
  /** The day the weeks start on, 0 Sunday (spec 000 §9, the default) to 6 Saturday. */
  weekStartsOn?: number | undefined;
  /** Today (yyyy-mm-dd), where an empty field's calendar opens; default the local day. */
  today?: string | undefined;
  /** Partial override of the views' words. */
  locale?: ViewsLocaleOverrides | undefined;
  /** Extra class on the outer element. */
  className?: string | undefined;
}

/**
 * The date range: a group named 'Date taken' with From and To. A field takes yyyy-mm-dd when it
 * loses focus or on Enter (an empty field opens that end; anything else shows 'Enter a date as
 * yyyy-mm-dd.' and changes nothing); the calendar button beside it picks a day.
 */
export function DateRangeFields(props: DateRangeFieldsProps) {
  const locale = useViewsLocale(props.locale).search;
  const { dateFrom, dateTo, onChange } = props;
  const legendId = useId();
  return (
    <fieldset
      className={props.className ? `vt-views__date-range ${props.className}` : 'vt-views__date-range'}
      aria-labelledby={legendId}
    >
      <legend id={legendId} className="vt-views__search-legend">
        {locale.dateRange}
      </legend>
      <DateField
        label={locale.dateFrom}
        value={dateFrom}
        onChange={(next) => onChange({ dateFrom: next, dateTo })}
        weekStartsOn={props.weekStartsOn}
        today={props.today}
        locale={props.locale}
      />
      <DateField
        label={locale.dateTo}
        value={dateTo}
        onChange={(next) => onChange({ dateFrom, dateTo: next })}
        weekStartsOn={props.weekStartsOn}
        today={props.today}
        locale={props.locale}
      />
    </fieldset>
  );
}

interface DateFieldProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  weekStartsOn: number | undefined;
  today: string | undefined;
  locale: ViewsLocaleOverrides | undefined;
}

function DateField({ label, value, onChange, weekStartsOn, today, locale: override }: DateFieldProps) {
  const locale = useViewsLocale(override).search;
  const format = useLocaleFormat();
  const [draft, setDraft] = useState(value ?? '');
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const dialogId = useId();
  useEffect(() => {
    setDraft(value ?? '');
    setInvalid(false);
  }, [value]);

  const commit = () => {
    const text = draft.trim();
    if (text === '') {
      setInvalid(false);
      if (value !== null) onChange(null);
      return;
    }
    const day = normalizeSearchDate(text);
    if (day === null || day.length !== text.length) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (day !== value) onChange(day);
  };

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <div className="vt-views__date-field">
      <TextField
        label={label}
        size="sm"
        value={draft}
        placeholder={locale.dateHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        error={invalid ? locale.dateInvalid : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <IconButton
        ref={buttonRef}
        size="sm"
        icon={<IconCalendar />}
        label={format.interpolate(locale.chooseDateFor, { field: label })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        className="vt-views__date-button"
        onClick={() => setOpen((was) => !was)}
      />
      {open && (
        <Calendar
          id={dialogId}
          label={format.interpolate(locale.chooseDateFor, { field: label })}
          value={value}
          today={today ?? localToday()}
          weekStartsOn={weekStartsOn ?? WEEK_STARTS_ON}
          locale={override}
          onPick={(day) => {
            onChange(day);
            close();
          }}
          onClose={close}
          anchor={buttonRef}
        />
      )}
    </div>
  );
}

interface CalendarProps {
  id: string;
  label: string;
  value: string | null;
  today: IsoDay;
  weekStartsOn: number;
  locale: ViewsLocaleOverrides | undefined;
  onPick: (day: IsoDay) => void;
  onClose: () => void;
  anchor: React.RefObject<HTMLButtonElement | null>;
}

/**
 * The day a key moves the calendar's focus to (WAI-ARIA date picker): arrows a day or a week, Home
 * and End the week's first and last day, Page Up and Page Down a month (with Shift a year); null for
 * any other key.
 */
export function movedDay(key: string, shiftKey: boolean, day: IsoDay, weekStartsOn: number): IsoDay | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day, weekStartsOn);
    case 'End':
      return endOfWeek(day, weekStartsOn);
    case 'PageUp':
      return addMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** The month's grid (WAI-ARIA date picker dialog): one focusable day, the keys of the module's head. */
function Calendar({
  id,
  label,
  value,
  today,
  weekStartsOn,
  locale: override,
  onPick,
  onClose,
  anchor,
}: CalendarProps) {
  const locale = useViewsLocale(override).search;
  const language = useLanguage();
  const [focused, setFocused] = useState<IsoDay>(value ?? today);
  const month = useMemo(() => calendarMonth(focused, weekStartsOn), [focused, weekStartsOn]);
  const gridRef = useRef<HTMLTableElement | null>(null);
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const titleId = useId();
  const formats = useMemo(
    () => ({
      title: new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }),
      weekdayLong: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }),
    }),
    [language],
  );
  const dateOf = (day: IsoDay) => new Date(`${day}T00:00:00Z`);
  // 2023-01-01 was a Sunday: weekday w is that day + w.
  const weekdayDate = (weekday: number) => dateOf(addDays('2023-01-01', weekday));

  // The focused day takes focus (on open, and after every move).
  useLayoutEffect(() => {
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  // A press outside the calendar and its button closes it (focus stays where the press put it).
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (dialogRef.current?.contains(target) || anchor.current?.contains(target)) return;
      onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchor, onClose]);

  const onDayKeyDown = (event: KeyboardEvent) => {
    const next = movedDay(event.key, event.shiftKey, focused, weekStartsOn);
    if (next !== null) {
      event.preventDefault();
      setFocused(next);
    }
  };

  return (
    <div
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-label={label}
      className="vt-ui__menu vt-views__calendar"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="vt-views__calendar-head">
        <IconButton
          size="sm"
          icon={<IconChevronLeft />}
          label={locale.previousMonth}
          onClick={() => setFocused(addMonths(focused, -1))}
        />
        <div id={titleId} className="vt-views__calendar-title" aria-live="polite">
          {formats.title.format(dateOf(`${month.month}-01`))}
        </div>
        <IconButton
          size="sm"
          icon={<IconChevronRight />}
          label={locale.nextMonth}
          onClick={() => setFocused(addMonths(focused, 1))}
        />
      </div>
      <table ref={gridRef} aria-labelledby={titleId} className="vt-views__calendar-grid">
        <thead>
          <tr>
            {month.weekdays.map((weekday) => (
              <th key={weekday} scope="col" abbr={formats.weekdayLong.format(weekdayDate(weekday))}>
                {formats.weekday.format(weekdayDate(weekday))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week) => (
            <tr key={week[0]?.day}>
              {week.map(({ day, inMonth }) => (
                <td key={day}>
                  <button
                    type="button"
                    tabIndex={day === focused ? 0 : -1}
                    data-day={day}
                    data-outside={inMonth ? undefined : ''}
                    data-today={day === today ? '' : undefined}
                    aria-label={formats.day.format(dateOf(day))}
                    aria-current={day === today ? 'date' : undefined}
                    aria-pressed={day === value}
                    onKeyDown={onDayKeyDown}
                    className="vt-views__calendar-day"
                    onClick={() => onPick(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
