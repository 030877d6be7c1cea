// A chunk of its own (lazy-screens.tsx): the timeline.
export { Timeline } from '@vitrine/views';
