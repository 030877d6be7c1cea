/// <reference types="vite/client" />
// Every story in German (project "storybook-de" of vitest.config.ts): each story is rendered with
// the locale toolbar on 'de' (the provider gets the language tag alone), its data loaded from the
// mocks, and the page (text, and the attributes read aloud) must hold no string of the English
// catalogues whose German differs. A hard-coded English string, or a widget that does not follow
// the provider's language, fails here.
//
// The stories' play functions are not run: they drive the widgets by their English names and
// assert English text, which is the English run's job ("storybook" project). So this run sees
// each story's first screen after its data has loaded; the German of dialogs, menus and toasts
// reached by interaction is checked by the components' own German tests (FolderTree.locale.browser
// .test.tsx) and, for every string, by the catalogues being complete (typed, and de.test.ts).
//
// The stories are checked in two parts, german-1.test.tsx and german-2.test.tsx (storyPart below),
// so the run's two workers share them; each part's file globs every story and keeps its own, so a
// new story file is in exactly one part without a change here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStory } from '@storybook/react-vite';
import { useVitrine } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AllowedEnglish,
  englishStrings,
  findEnglish,
  type IgnoredElement,
  stringPairs,
} from './english-left';
import preview from './preview';

type StoryModule = { default: Meta } & Record<string, unknown>;

/** The packages whose stories part 1 checks; every other story file is part 2's. */
const PART_1 = ['packages/tree/', 'packages/ui/', 'packages/uploader/', 'packages/share-and-report/'];

/** The part a story file (a path from .storybook/) is checked in. */
export function storyPart(file: string): 1 | 2 {
  return PART_1.some((prefix) => file.startsWith(`../${prefix}`)) ? 1 : 2;
}

/** The part's story modules, loaded one by one: a file that fails to load fails its own test. */
async function loadPart(
  loaders: Record<string, () => Promise<StoryModule>>,
  part: 1 | 2,
): Promise<[file: string, module: StoryModule | Error][]> {
  const modules: [file: string, module: StoryModule | Error][] = [];
  for (const [file, load] of Object.entries(loaders)) {
    if (storyPart(file) !== part) continue;
    try {
      modules.push([file, await load()]);
    } catch (error) {
      modules.push([file, error instanceof Error ? error : new Error(String(error))]);
    }
  }
  return modules;
}

/**
 * Stories that pin another locale on purpose, by story id. They show what a partial override
 * looks like (the rest stays English), so English is what they must show.
 */
const PINNED_LOCALE_STORIES: Record<string, string> = {
  'ui-vitrineprovider--pseudo-locale': 'a partial override over English, on purpose',
};

/**
 * Text that matches an English string but is not one of ours: server data of the mock library,
 * and words a story passes in as a host would (a host writes them in its own language). Each entry
 * says why; keep this list short, and scope it to the stories that need it.
 */
const ALLOWED: readonly AllowedEnglish[] = [
  {
    story: /^views-infobanner--own-words$/,
    text: /^Got it$/,
    why: "the host's own word for the banner's dismiss button (the story's `locale` override), which happens to be the viewer's what's-new close label too",
  },
  {
    story: /^ui-configuration--/,
    text: /^Custom metadata definitions$/,
    why: "the story's probe labels what it reads in its own words (not the library's strings); it matched the full data view's 'Custom metadata' section",
  },
  {
    text: /Virtual Set/,
    why: "the sets label the mock server is configured with (GET /api/config/preferences/setsname): data, as a library's administrator sets it",
  },
  {
    story: /^ui-confirm-dialog--/,
    text: /^(Delete file|Delete folder|Close viewer|Recognize objects|Unsaved changes|Do you want to delete this file\?|There are unsaved changes\. Close and ignore changes\?|Do you accept these terms\?|Delete|Accept|Decline)$/,
    why: "the caller's own words passed to confirm() and its trigger button; the dialog's own strings are what is checked",
  },
  {
    story: /^ui-prompt-dialog--/,
    text: /^(New folder|Create folder|Rename set|Create|Rename)$/,
    why: "the caller's own words passed to prompt() and its trigger button; the dialog's own strings are what is checked",
  },
  {
    story: /^tree-base-treeview--/,
    text: /^(Folders|Load more\.\.\.)$/,
    why: "<TreeView> is headless about names: the story's host gives the tree's aria-label and the rows' names (the folder tree gives them from the locale)",
  },
  {
    story: /^tree-folder-dialogs-/,
    text: /^(Automatic re-sync…|Limit upload file types…|Move to…|Folder notifications)$/,
    why: "the story host's own button that opens the dialog",
  },
  {
    story: /^tree-choosers-/,
    text: /^(Move to folder…|Add to set…)$/,
    why: "the story host's own button that opens the chooser (a host's menu entry, as @vitrine/views' top menu words it)",
  },
  {
    story: /^tree-sets-settree--/,
    text: /^(3|11) files$/,
    why: "the story's stand-in for a view: files to drag onto the tree",
  },
  {
    story: /^views-topmenu--/,
    text: /^History$/,
    why: "the story host's own button in the menu's history slot",
  },
  {
    story: /^views-fileactions--/,
    text: /^Files$/,
    why: "the story's stand-in for a view: its own list of files",
  },
  {
    story: /^views-(fileselectionprovider|thumbnailview)--/,
    text: /^(Files|Select all)$/,
    why: 'a headless part: the story host draws its own list and status line',
  },
  {
    story: /^views-dashboard--/,
    text: /^All files asked:$/,
    why: "the story's own readout of the Show all files callback",
  },
  {
    story: /^ui-primitives-/,
    // every text but the primitives' own strings (the toolbar's "More actions"), which stay checked
    text: /^(?!More actions$)[\s\S]*$/,
    why: "the primitives draw only their caller's words (labels, options, titles, the stories' sample actions); their own strings come from the ui locale",
  },
  {
    story: /^viewer-/,
    text: /^(Yes|No|Not needed)$/,
    why: "the options of a custom dictionary field of the mock library (GET /api/custommetadata/definition), shown as a file's value in the metadata editor: data, as a library's administrator words it",
  },
  {
    story: /^share-and-report-reportdialog--/,
    text: /^Open Sans \(/,
    why: "the font's name, one of the fonts spec 000 §9 offers (core REPORT_FONTS): a name, never translated; it matched the map view's 'Open {name}'",
  },
  {
    story: /^ui-errorstate--/,
    text: /^(The folders could not be loaded\.|The library is being restored\. Try again in a few minutes\.)$/,
    why: "the caller's message and the server's message (data) shown by <ErrorState>; its own strings are what is checked",
  },
];

/** Elements that hold data, never our strings. */
const IGNORED: readonly IgnoredElement[] = [
  {
    selector: ['author', 'title', 'subject', 'keywords', 'location', 'city', 'state', 'country']
      .map((column) => `.vt-views__table-cell[data-column="${column}"]`)
      .join(', '),
    why: "the grid's cells of a file's metadata (the mock library's 'Landscape', 'New South Wales'): data",
  },
  {
    selector: '.vt-ui__error-state-detail',
    why: "the server's own message (responseStatus.message, spec 000 §8); the mocks answer in English, as a server may",
  },
];

/** How long the page must stay unchanged, with no query or mutation running, to count as loaded. */
const QUIET_MS = 250;
/** The most a story may take to load. */
const MAX_SETTLE_MS = 8000;

let client: ReturnType<typeof useVitrine>['queryClient'] | null = null;

/** The story's own decorator, inside the provider: remembers the provider's query client. */
function CaptureQueryClient({ children }: { children: ReactNode }) {
  client = useVitrine().queryClient;
  return children;
}

async function settle(): Promise<void> {
  const started = performance.now();
  let changed = performance.now();
  const observer = new MutationObserver(() => {
    changed = performance.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  try {
    while (performance.now() - started < MAX_SETTLE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (client && client.isFetching() + client.isMutating() > 0) {
        changed = performance.now();
        continue;
      }
      if (performance.now() - changed >= QUIET_MS) return;
    }
  } finally {
    observer.disconnect();
  }
}

const strings = englishStrings();
const timings: number[] = [];
/** Stories that reached the settle limit (something kept fetching or changing): named in the summary. */
const slow: string[] = [];

/**
 * Strings that are the same in German on purpose (a name, a symbol, a word German borrows), by
 * catalogue key. Any other German string equal to its English is an untranslated string: the page
 * scan cannot see it (it looks for English that differs from German), so it is refused here.
 */
const SAME_IN_GERMAN = new Set([
  'core sets.nameLabel', // Name
  'core logical.count', // ({n})
  'core logical.pathSeparator', // ' / '
  'core history.unnamed', // {type} {id}
  'ui confirm', // OK
  'ui kind.info', // Information
  'tree.folder nameLabel', // Name
  'views.dashboard kinds.video', // Videos
  'views.gallery version', // v{n}
  'views.gallery versionLabel', // Version {n}
  'views.gallery moreBadges', // +{n}
  'views.grid columns.id', // ID
  'views.timeline monthHeading', // {month} {year}
  'views.topMenu filterOptions.fileFormat.video', // Video
  'views.topMenu filterOptions.fileFormat.audio', // Audio
  'views.topMenu filterOptions.fileFormat.pdf', // PDF
  'viewer tabs.settings', // Info
  'viewer toolbar.downloadOriginal', // Original
  'viewer zoom.level', // {n} %
  'viewer video.player', // Video: {name}
  'viewer audio.player', // Audio: {name}
  'viewer whatsNew.version', // Version {version}
  'viewer.editor sections.iptc', // IPTC
  'viewer.editor sections.gps', // Position
  'viewer.editor sections.status', // Workflow
  'viewer.editor fields.iptc.copyright', // Copyright
  'viewer info.dimensionsValue', // {width} × {height} px
  'viewer.editor readOnly.dimensionsValue', // {width} × {height} px
  'viewer.fullData sections.iptc', // IPTC
  'viewer.fullData sections.workflow', // Workflow
  'viewer.fullData fields.version', // Version
  'viewer.fullData fields.iptc.copyright', // Copyright (as the editor's)
  'viewer.fullData dimensionsValue', // {width} × {height} px
  'app appName', // Vitrine
  'app titles.set', // Set {id}
  'app demoPages.set', // Set 1
  'viewer.versions version', // Version {n}
  'viewer.versions thumbnail', // Version {n}
  'viewer.versions dimensions', // {width} × {height}
  'viewer.versions change', // {field}: {value}
  'exportDialog formats', // Format
  'reportDialog groups.exif', // EXIF
  'reportDialog pageNumberPosition', // Position
  'reportDialog pageNumberFormat', // Format
  'reportDialog formats.XofY', // 2 / 5 (a sample of the format)
  'reportDialog formats.X', // 2 (a sample of the format)
  'shareLinks dialog.link', // Link
  'shareLinks mine.columns.title', // Link
  'shareLinks mine.columns.downloads', // Downloads
  'uploader progress.speed', // {speed}/s
  'uploader progress.duration.seconds', // {s} s
  'uploader progress.duration.minutes', // {m} min {s} s
  'uploader progress.duration.hours', // {h} h {m} min
  'uploader duplicate.item', // {name}
]);

/** The catalogues' own checks (once, in part 1). */
export function checkCatalogues(): void {
  it('has every German string translated (the same as English only where listed)', () => {
    const untranslated = stringPairs()
      .filter((pair) => pair.english === pair.german && !SAME_IN_GERMAN.has(pair.key))
      .map((pair) => `${pair.key}: ${JSON.stringify(pair.english)}`);
    expect(untranslated).toEqual([]);
  });

  it('looks for the strings of every catalogue', () => {
    // core's messages and the parts of ui, tree and views at least
    expect(strings.length).toBeGreaterThan(400);
    for (const key of [
      'core folders.deleted',
      'ui cancel',
      'tree.folder deleteConfirm',
      'views.gallery empty',
    ]) {
      expect(strings.map((string) => string.key)).toContain(key);
    }
  });
}

/**
 * A test per story of the part (of `loaders`, every story file globbed by the caller), each rendered
 * in German and scanned once loaded; the part's timings printed at the end.
 */
export async function checkStoriesInGerman(
  loaders: Record<string, () => Promise<StoryModule>>,
  part: 1 | 2,
): Promise<void> {
  const modules = await loadPart(loaders, part);
  it(`has story files of part ${part}`, () => {
    expect(modules.length).toBeGreaterThan(10);
  });
  afterAll(() => {
    const total = timings.reduce((sum, ms) => sum + ms, 0);
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.info(
      `storybook-de part ${part}: ${timings.length} stories in ${(total / 1000).toFixed(1)} s ` +
        `(median ${median.toFixed(0)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms); ` +
        `${strings.length} English strings looked for` +
        (slow.length > 0 ? `; at the ${MAX_SETTLE_MS} ms limit: ${slow.join(', ')}` : ''),
    );
  });

  for (const [file, module] of modules) {
    if (module instanceof Error) {
      it(`${file.replace(/^\.\.\//, '')} loads`, () => {
        throw module;
      });
      continue;
    }
    const { default: meta, ...exports } = module;
    const names = Object.keys(exports).filter((name) => name !== '__namedExportsOrder');
    describe(file.replace(/^\.\.\//, ''), () => {
      for (const name of names) {
        const story = exports[name] as StoryObj;
        const composed = composeStory(
          {
            ...story,
            play: undefined,
            decorators: [
              ...(Array.isArray(story.decorators)
                ? story.decorators
                : story.decorators
                  ? [story.decorators]
                  : []),
              (Story) => (
                <CaptureQueryClient>
                  <Story />
                </CaptureQueryClient>
              ),
            ],
          },
          { ...meta, play: undefined },
          { ...preview, initialGlobals: { ...preview.initialGlobals, locale: 'de' } },
          name,
        );
        const pinned = composed.globals.locale !== 'de';
        it(`${composed.storyName}${pinned ? ' (pinned to another locale)' : ''}`, async () => {
          if (pinned) {
            // Not silent: a story may pin another locale only when it is listed, with its reason.
            expect(Object.keys(PINNED_LOCALE_STORIES)).toContain(composed.id);
            return;
          }
          const started = performance.now();
          client = null;
          await composed.run();
          await settle();
          const took = performance.now() - started;
          timings.push(took);
          if (took >= MAX_SETTLE_MS) slow.push(composed.id);
          const found = findEnglish(document.body, strings, ALLOWED, composed.id, IGNORED).map(
            (finding) => `${finding.where}: "${finding.text}" has "${finding.english}" (${finding.key})`,
          );
          expect(found, `English left in ${composed.id}:\n${found.join('\n')}\n`).toEqual([]);
        });
      }
    });
  }
}
