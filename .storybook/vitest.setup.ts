// Setup of the "storybook" vitest project (root vitest.config.ts, setupFiles).
//
// Project annotations are deliberately not set here: since Storybook 10.3, @storybook/addon-vitest
// applies .storybook/preview.tsx and every addon's annotations (a11y included) to each story test by
// itself, and it turns that off as soon as this file calls the portable-stories annotations setter
// (it looks for the function's name in this file), which would then have to list every addon by
// hand. Keep that call, and its name, out of this file.
export {};
