// The body view (spec 000 §2: ids only, no top menu).
export {
  BodyView,
  type BodyViewFile,
  type BodyViewProps,
  bodyViewCriteria,
  defaultBodyViewProps,
} from './BodyView';
export {
  type BodyViewLocale,
  type BodyViewLocaleOverrides,
  bodyViewLocale,
  bodyViewLocalePart,
  resolveBodyViewLocale,
  useBodyViewLocale,
} from './locale';
export { bodyViewLocaleDe } from './locale.de';
