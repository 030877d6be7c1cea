export {
  resolveTimelineLocale,
  type TimelineLocale,
  type TimelineLocaleOverrides,
  timelineLocale,
  timelineLocalePart,
  useTimelineLocale,
} from './locale';
export { timelineLocaleDe } from './locale.de';
export {
  buildTimeline,
  type DateTaken,
  dateTakenOf,
  isTimelineImage,
  moveInList,
  type Timeline as TimelineModel,
  type TimelineItem,
  type TimelineMonth,
  type TimelineYear,
  timelineSearchCriteria,
} from './model';
export { defaultTimelineProps, Timeline, type TimelineOpenEvent, type TimelineProps } from './Timeline';
