// How every browser test starts Debian's chromium (docs/development.md): never a downloaded build.
//
// The tests run Debian's `chromium-headless-shell` (the same Chromium release, built as the old
// headless shell, as Playwright's own headless runs use): no browser UI behind the page. Debian's full
// `chromium` in its headless mode spends CPU on a renderer for its own (invisible) UI: on this 2-core
// machine it took 2-3.5 s to start instead of 0.6-0.8 s, and twice the CPU to open the same pages
// (docs/development.md, "The browser"). The benchmarks (tests/bench) run the full chromium.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser the tests run: CHROMIUM_PATH, or Debian's headless shell. */
export const CHROMIUM_BINARY = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export function chromiumLaunchOptions() {
  return {
    executablePath: CHROMIUM_BINARY,
    args: CHROMIUM_FLAGS,
  };
}
