// The folder-name search box above the folder tree (spec 000 §2): results show their path and
// select the folder on click (the tree then opens the path to it).
import type { Folder } from '@vitrine/api-client';
import { EmptyState, ErrorState, IconSearch, TextField, useLocaleFormat } from '@vitrine/ui';
import type { FolderTreeLocale } from './locale';
import { folderPath } from './model';
import type { FolderSearchState } from './useFolderSearch';

/** Props of {@link FolderSearch}. */
export interface FolderSearchProps {
  search: FolderSearchState;
  locale: FolderTreeLocale;
  /** A result was chosen. */
  onPick: (folder: Folder) => void;
}

export function FolderSearch({ search, locale: L, onPick }: FolderSearchProps) {
  const format = useLocaleFormat();
  const { results } = search;
  const status =
    results === undefined
      ? ''
      : results.length === 0
        ? L.searchNone
        : format.interpolate(L.searchResults, { n: results.length });
  return (
    <search className="vt-tree__search">
      {/* The label names the field; it is hidden (folder.css): the placeholder says the same. */}
      <TextField
        label={L.searchLabel}
        size="sm"
        leadingIcon={<IconSearch aria-hidden="true" />}
        className="vt-tree__search-field"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={L.searchLabel}
        value={search.text}
        data-searching={search.isSearching || undefined}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && search.text !== '') {
            event.preventDefault();
            search.clear();
          }
        }}
      />
      <p className="vt-ui__visually-hidden" role="status">
        {status}
      </p>
      {results !== undefined && results.length > 0 ? (
        <ul className="vt-tree__search-results" aria-label={L.searchLabel}>
          {results.map((folder) => (
            <li key={folder.id}>
              <button
                type="button"
                className="vt-tree__search-result"
                onClick={() => {
                  onPick(folder);
                  search.clear();
                }}
              >
                <span className="vt-tree__search-name">{folder.name}</span>
                <span className="vt-tree__search-path">{folderPath(folder)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {search.failed ? (
        <ErrorState
          size="inline"
          message={L.searchFailed}
          error={search.error}
          onRetry={search.retry}
          retrying={search.isSearching}
        />
      ) : null}
      {/* Every empty state is @vitrine/ui's EmptyState (issue 14). Hidden from assistive technology:
          the status above already says it, when the answer comes. */}
      {results !== undefined && results.length === 0 ? (
        <EmptyState
          size="sm"
          className="vt-tree__search-none"
          icon={<IconSearch aria-hidden="true" />}
          title={L.searchNone}
          aria-hidden="true"
        />
      ) : null}
    </search>
  );
}
