// A chunk of its own (lazy-screens.tsx): the flash wall and carousel.
export { FlashView } from '@vitrine/views';
