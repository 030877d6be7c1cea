// Setup of the "storybook" vitest project (root vitest.config.ts, setupFiles).
//
// Project annotations are deliberately not set here: since Storybook 10.3, @storybook/addon-vitest
// applies .storybook/preview.tsx and every addon's annotations (a11y included) to each story test by
// itself, and it turns that off as soon as this file calls the portable-stories annotations setter
// (it looks for the function's name in this file), which would then have to list every addon by
// hand. Keep that call, and its name, out of this file.
import { configure } from 'storybook/test';

// A play function's findBy… and waitFor wait 1 s by default: a wall-time bound in disguise, which
// the full run (two cores shared by the node tests, the e2e browsers and this project) overran on
// stories that pass alone. They wait up to 5 s here; what they check is unchanged.
configure({ asyncUtilTimeout: 5_000 });
