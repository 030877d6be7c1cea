// <MinRatingSelect>: the minimum rating of a search (spec 000 §3 minRating): any rating, or 1 to 5
// stars or more, as @vitrine/ui's native Select. Not shown when the global setting hideStarRating is
// on (spec 000 §3: the rating is then never sent, criteria.ts).
import { Select, useGlobalSettings, useLocaleFormat } from '@vitrine/ui';
import { useViewsLocale, type ViewsLocaleOverrides } from '../locale';
import { MAX_RATING } from './search-input';

/** Props of {@link MinRatingSelect}. */
export interface MinRatingSelectProps {
  /** The minimum rating, 0 for any. */
  value: number;
  /** Called with the chosen minimum rating, 0 for any. */
  onChange: (minRating: number) => void;
  /** Hide the control; default the global setting hideStarRating. */
  hideStarRating?: boolean | undefined;
  /** Partial override of the views' words. */
  locale?: ViewsLocaleOverrides | undefined;
  /** Extra class on the outer element. */
  className?: string | undefined;
}

/** 'Minimum rating': Any rating, 1 star or more … 5 stars or more; nothing when the star rating is hidden. */
export function MinRatingSelect(props: MinRatingSelectProps) {
  const locale = useViewsLocale(props.locale).search;
  const format = useLocaleFormat();
  const settings = useGlobalSettings().data;
  const hidden = props.hideStarRating ?? settings?.hideStarRating === true;
  if (hidden) return null;
  const options = [
    { value: '0', label: locale.anyRating },
    ...Array.from({ length: MAX_RATING }, (_, index) => ({
      value: String(index + 1),
      label: format.plural(locale.ratingAtLeast, index + 1),
    })),
  ];
  return (
    <Select
      label={locale.minRating}
      size="sm"
      className={props.className}
      value={String(props.value)}
      options={options}
      onChange={(event) => props.onChange(Number(event.target.value))}
    />
  );
}
