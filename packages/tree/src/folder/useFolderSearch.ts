// The folder-name search box (spec 000 §2, §5): the text is sent after a 150 ms pause, empty input
// sends nothing, and an answer for older text is ignored. Each text has its own query (key with the
// text), and only the answer whose text matches what is in the box now is shown.
import { useQuery } from '@tanstack/react-query';
import type { Folder } from '@vitrine/api-client';
import { FOLDER_SEARCH_DELAY_MS } from '@vitrine/core';
import { useEffect, useState } from 'react';
import { folderSearchQuery, useFolderApi } from '../api/folders';
import { isCurrentAnswer } from './model';
import { logFolderLoadFailure } from './useFolderTree';

/** What {@link useFolderSearch} returns. */
export interface FolderSearchState {
  /** What is in the box. */
  text: string;
  setText: (text: string) => void;
  /** The text last sent (after the pause); '' when nothing is asked. */
  sentText: string;
  /** The matches for the text in the box; undefined while none are known for it. */
  results: Folder[] | undefined;
  /** A request for the text is on its way. */
  isSearching: boolean;
  /** The search for the text in the box failed (only logged, spec 000 §8; the box shows its error state). */
  failed: boolean;
  /** The error of the failed search, undefined unless `failed`. */
  error: unknown;
  /** Asks again for the text in the box. */
  retry: () => void;
  /** Empties the box. */
  clear: () => void;
}

export function useFolderSearch(): FolderSearchState {
  const api = useFolderApi();
  const [text, setText] = useState('');
  const [sentText, setSentText] = useState('');
  useEffect(() => {
    const trimmed = text.trim();
    // Empty input sends nothing, and clears at once.
    if (trimmed === '') {
      setSentText('');
      return;
    }
    const timer = setTimeout(() => setSentText(trimmed), FOLDER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery({ ...folderSearchQuery(api.client, sentText), enabled: sentText !== '' });
  useEffect(() => {
    if (query.error) logFolderLoadFailure(query.error);
  }, [query.error]);
  const failed = query.isError && sentText !== '' && sentText === text.trim();
  const { refetch } = query;
  return {
    text,
    setText,
    sentText,
    results: isCurrentAnswer(query.data, text) ? query.data?.folders : undefined,
    isSearching: query.isFetching,
    failed,
    error: failed ? query.error : undefined,
    retry: () => void refetch(),
    clear: () => setText(''),
  };
}
