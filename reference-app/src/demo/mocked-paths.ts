// The paths @vitrine/mocks answers in demo mode (the API, downloads and thumbnails, the health and
// metrics endpoints). One place for the page (main.tsx holds its own origin's calls to these until the
// mock service worker runs) and the demo build's service worker (vite.config.ts demoServiceWorker:
// only requests for these go to the page's main thread; every other request loads as without a worker).

/** A path the mocks answer (case-insensitive, as the server's routes). */
export const MOCKED_PATH = /^\/(api\/|download\.aspx|thumbnails\.asmx\/|healthz$|readyz$|metrics$)/i;
