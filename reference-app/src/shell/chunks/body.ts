// A chunk of its own (lazy-screens.tsx): the body view of the body build variant (spec 000 §2).
export { BodyView } from '@vitrine/views';
