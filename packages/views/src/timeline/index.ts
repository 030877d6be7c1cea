export { resolveTimelineLocale, type TimelineLocale, timelineLocale } from './locale';
export {
  buildTimeline,
  type DateTaken,
  dateTakenOf,
  moveInList,
  type Timeline as TimelineModel,
  type TimelineItem,
  type TimelineMonth,
  type TimelineYear,
  timelineSearchCriteria,
} from './model';
export { defaultTimelineProps, Timeline, type TimelineOpenEvent, type TimelineProps } from './Timeline';
