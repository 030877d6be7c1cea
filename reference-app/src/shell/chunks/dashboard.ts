// A chunk of its own (lazy-screens.tsx): the dashboard (spec 000 §2).
export { Dashboard } from '@vitrine/views';
