// <FolderHistoryMenu>: the top menu's history (spec 000 §2 "Top menu: ... history"), listing the
// folder history records (spec 000 §3, §9) newest first; choosing one reports its selection.
import { ActionMenu, Button, IconHistory, type MenuItem, useT } from '@vitrine/ui';
import { useMemo } from 'react';
import { type LogicalPathLabels, logicalNodePath, parseLogicalNodeId } from '../logical/nodes';
import { KindIcon } from '../quick-access/icons';
import type { TreeSelection } from '../selection';
import { type FolderHistoryEntry, selectionOfHistoryEntry } from './store';
import { type UseFolderHistoryOptions, useFolderHistory } from './useFolderHistory';

/** Props of {@link FolderHistoryMenu}. */
export interface FolderHistoryMenuProps extends UseFolderHistoryOptions {
  /** Called with the record's selection when the user chooses it. */
  onValueChange?: (selection: TreeSelection) => void;
  /** The records to list instead of the stored history (a host that keeps its own). */
  records?: readonly FolderHistoryEntry[];
  /** The trigger's text and accessible name; default 'History'. */
  label?: string;
  /** The label sets go by, for records stored without a name; default 'Virtual Set'. */
  setLabel?: string;
  /** Extra class on the trigger button (`vt-tree__history-trigger`). */
  className?: string;
}

/**
 * A menu button listing the folder history (at most 10, newest first). Disabled while the history
 * is empty. Choosing a record calls `onValueChange` with its selection; the host records the visit
 * again (useFolderHistory().record), which brings it to the top.
 */
export function FolderHistoryMenu(props: FolderHistoryMenuProps) {
  const { onValueChange, className } = props;
  const t = useT();
  const history = useFolderHistory(props);
  const records = props.records ?? history.records;
  const label = props.label ?? t('history.title');
  const setLabel = props.setLabel ?? t('common.virtualSet');

  const items = useMemo((): MenuItem[] => {
    const pathLabels: LogicalPathLabels = {
      notSpecified: t('common.notSpecified'),
      month: (month) => t.format.month(month),
      field: (field) => t(`logical.${field}`),
      keyword: () => undefined,
      customField: () => undefined,
    };
    const nameOf = (record: FolderHistoryEntry): string => {
      if (record.name) return record.name;
      if (record.type === 'logical') {
        const ref = parseLogicalNodeId(String(record.id));
        if (ref) return logicalNodePath(ref, pathLabels).join(t('logical.pathSeparator'));
      }
      const type =
        record.type === 'folder'
          ? t('quickAccess.folder')
          : record.type === 'logical'
            ? t('logical.view')
            : setLabel;
      return t('history.unnamed', { type, id: record.id });
    };
    return records.map((record) => ({
      id: `${record.type}:${record.id}`,
      label: nameOf(record),
      icon: (
        <KindIcon
          kind={record.type === 'collection' ? 'set' : record.type}
          className="vt-tree__history-kind"
        />
      ),
      onSelect: () => onValueChange?.(selectionOfHistoryEntry(record)),
    }));
  }, [records, onValueChange, setLabel, t]);

  return (
    <ActionMenu
      items={items}
      label={label}
      align="start"
      trigger={
        <Button
          variant="ghost"
          icon={<IconHistory aria-hidden="true" />}
          className={className ? `vt-tree__history-trigger ${className}` : 'vt-tree__history-trigger'}
          title={records.length === 0 ? t('history.empty') : undefined}
        >
          {label}
        </Button>
      }
    />
  );
}
