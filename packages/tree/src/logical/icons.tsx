// The icons of the logical tree's rows: lucide icons from @vitrine/ui's one icon set (issue 14), as
// the folder and sets trees have. Each heading says its branch (a calendar for the timeline, tags,
// a map pin, a list of custom fields); a Data Tags field is a tag, a custom definition the custom
// fields' list; a logical view is the branching list quick access and the history menu show for it.
import { IconCalendar, IconCustomFields, IconListTree, IconMapPin, IconTag, IconTags } from '@vitrine/ui';
import type { LogicalBranch } from './nodes';
import type { LogicalTreeItem } from './tree-nodes';

const BRANCH_ICONS = {
  timeline: IconCalendar,
  dataTags: IconTags,
  location: IconMapPin,
  customFields: IconCustomFields,
} as const satisfies Record<LogicalBranch, unknown>;

/** The decorative icon of a logical tree row (aria-hidden: the row's name says what it is). */
export function LogicalIcon({ item }: { item: LogicalTreeItem | undefined }) {
  const Icon =
    item?.type === 'heading'
      ? BRANCH_ICONS[item.branch]
      : item?.type === 'field'
        ? IconTag
        : item?.type === 'customField'
          ? IconCustomFields
          : IconListTree;
  return <Icon aria-hidden="true" data-icon={item?.type === 'heading' ? item.branch : item?.type} />;
}
