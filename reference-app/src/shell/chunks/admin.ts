// A chunk of its own (lazy-screens.tsx): the administration pages (people, permissions, passwords).
export { AdminScreen } from '../../admin/AdminScreen';
