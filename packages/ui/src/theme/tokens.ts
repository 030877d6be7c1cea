// The theme tokens of styles.css, listed once for the swatch page and docs/theming.md. A test keeps
// this list, styles.css and the docs in step, and checks the WCAG AA contrast of every text pair.

/** What a token holds, so the swatch page knows how to show it. */
export type TokenKind = 'color' | 'length' | 'font' | 'number' | 'shadow' | 'time';

export interface ThemeToken {
  name: `--vt-${string}`;
  kind: TokenKind;
}

const colors = [
  'bg',
  'surface',
  'surface-raised',
  'text',
  'text-muted',
  'border',
  'overlay',
  'surface-hover',
  'surface-active',
  'border-subtle',
  'border-strong',
  'tooltip-bg',
  'tooltip-text',
  'skeleton',
  'skeleton-highlight',
  'accent',
  'accent-hover',
  'on-accent',
  'accent-subtle',
  'accent-text',
  'danger',
  'danger-hover',
  'on-danger',
  'button-bg',
  'button-hover',
  'button-text',
].map((name) => ({ name: `--vt-color-${name}`, kind: 'color' }) as const);

const toastColors = (['success', 'info', 'warning', 'error'] as const).flatMap((kind) =>
  (['bg', 'text', 'border'] as const).map(
    (part) => ({ name: `--vt-toast-${kind}-${part}`, kind: 'color' }) as const,
  ),
);

export const THEME_TOKENS: readonly ThemeToken[] = [
  ...colors,
  ...toastColors,
  { name: '--vt-focus-ring-color', kind: 'color' },
  { name: '--vt-focus-ring-width', kind: 'length' },
  { name: '--vt-focus-ring-offset', kind: 'length' },
  { name: '--vt-focus-ring', kind: 'shadow' },
  { name: '--vt-font-family', kind: 'font' },
  ...(['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const).map(
    (step) => ({ name: `--vt-font-size-${step}`, kind: 'length' }) as const,
  ),
  { name: '--vt-font-weight-regular', kind: 'number' },
  { name: '--vt-font-weight-medium', kind: 'number' },
  { name: '--vt-font-weight-bold', kind: 'number' },
  { name: '--vt-line-height', kind: 'number' },
  { name: '--vt-line-height-tight', kind: 'number' },
  { name: '--vt-line-height-relaxed', kind: 'number' },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((step) => ({ name: `--vt-space-${step}`, kind: 'length' }) as const),
  { name: '--vt-control-height-sm', kind: 'length' },
  { name: '--vt-control-height-md', kind: 'length' },
  { name: '--vt-icon-size', kind: 'length' },
  { name: '--vt-radius-sm', kind: 'length' },
  { name: '--vt-radius-control', kind: 'length' },
  { name: '--vt-radius-md', kind: 'length' },
  { name: '--vt-radius-lg', kind: 'length' },
  { name: '--vt-radius-full', kind: 'length' },
  { name: '--vt-shadow-sm', kind: 'shadow' },
  { name: '--vt-shadow-md', kind: 'shadow' },
  { name: '--vt-shadow-lg', kind: 'shadow' },
  { name: '--vt-shadow-raised', kind: 'shadow' },
  { name: '--vt-duration-fast', kind: 'time' },
  { name: '--vt-duration-slow', kind: 'time' },
  { name: '--vt-z-overlay', kind: 'number' },
  { name: '--vt-z-dialog', kind: 'number' },
  { name: '--vt-z-menu', kind: 'number' },
  { name: '--vt-z-tooltip', kind: 'number' },
  { name: '--vt-z-toast', kind: 'number' },
  { name: '--vt-toast-width', kind: 'length' },
  { name: '--vt-dialog-width', kind: 'length' },
  { name: '--vt-menu-min-width', kind: 'length' },
  { name: '--vt-tooltip-max-width', kind: 'length' },
];

/** Text drawn on a background in our components: each pair must reach 4.5:1 in both themes. */
export const CONTRAST_PAIRS: readonly (readonly [text: string, background: string])[] = [
  ['--vt-color-text', '--vt-color-bg'],
  ['--vt-color-text', '--vt-color-surface'],
  ['--vt-color-text', '--vt-color-surface-raised'],
  ['--vt-color-text-muted', '--vt-color-bg'],
  ['--vt-color-text-muted', '--vt-color-surface'],
  // menus and dialogs: disabled items and shortcuts, danger items and field messages
  ['--vt-color-text-muted', '--vt-color-surface-raised'],
  ['--vt-color-danger', '--vt-color-surface-raised'],
  ['--vt-color-on-accent', '--vt-color-accent'],
  ['--vt-color-on-accent', '--vt-color-accent-hover'],
  ['--vt-color-on-danger', '--vt-color-danger'],
  ['--vt-color-on-danger', '--vt-color-danger-hover'],
  ['--vt-color-button-text', '--vt-color-button-bg'],
  ['--vt-color-button-text', '--vt-color-button-hover'],
  // ghost buttons, segments and menu rows on hover and when chosen; tooltips; badges use the toast pairs
  ['--vt-color-text', '--vt-color-surface-hover'],
  ['--vt-color-text', '--vt-color-surface-active'],
  ['--vt-color-accent-text', '--vt-color-surface-raised'],
  ['--vt-color-accent-text', '--vt-color-accent-subtle'],
  ['--vt-color-text-muted', '--vt-color-surface-hover'],
  ['--vt-color-tooltip-text', '--vt-color-tooltip-bg'],
  // a danger menu item under the pointer or the keyboard
  ['--vt-color-danger', '--vt-toast-error-bg'],
  ['--vt-toast-success-text', '--vt-toast-success-bg'],
  ['--vt-toast-info-text', '--vt-toast-info-bg'],
  ['--vt-toast-warning-text', '--vt-toast-warning-bg'],
  ['--vt-toast-error-text', '--vt-toast-error-bg'],
];

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The declarations of each theme block of styles.css: light (the base), dark, and system-dark. */
export interface ThemeBlocks {
  light: Record<string, string>;
  dark: Record<string, string>;
  systemDark: Record<string, string>;
}

function declarations(block: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of block.matchAll(/(--vt-[a-z0-9-]+)\s*:\s*([^;]+);/g)) {
    if (match[1] && match[2]) result[match[1]] = match[2].trim();
  }
  return result;
}

/** Reads the three theme blocks out of styles.css (used by the tests and the docs check). */
export function parseThemeBlocks(css: string): ThemeBlocks {
  const body = (selectorPattern: RegExp) => {
    const match = selectorPattern.exec(css);
    if (!match) throw new Error(`theme block not found: ${selectorPattern}`);
    const start = css.indexOf('{', match.index) + 1;
    return css.slice(start, css.indexOf('}', start));
  };
  return {
    light: declarations(body(/^\.vt-ui__root,\s*\n\.vt-ui__layer\s*\{/m)),
    dark: declarations(body(/^:is\(\.vt-ui__root, \.vt-ui__layer\)\[data-vt-theme="dark"\]/m)),
    systemDark: declarations(body(/^\s+:is\(\.vt-ui__root, \.vt-ui__layer\)\[data-vt-theme="system"\]/m)),
  };
}
