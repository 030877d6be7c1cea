// A small set tree for the node tests of the pure parts (not exported from the package):
//
//   g1 Campaign 2026            (group)
//     s1 Hero images            (canBeStandalone)
//       s2 Homepage
//       s3 Banners
//         s4 Mobile banners
//     s5 Social posts           (canBeStandalone false: stays in a group)
//   g2 Brand Book               (group, empty)
//   s6 Favourites               (standalone, pinned)
//   s7 To review                (standalone)
//     s8 Urgent
//   s9 Read only                (standalone, no editData / upload)
import type { SetTreeNode, VitrineSet } from '@vitrine/api-client';

const can = { editData: true, upload: true };

function set(
  id: number,
  name: string,
  groupId: number | null,
  subsets: VitrineSet[] = [],
  extra = {},
): VitrineSet {
  return {
    id,
    name,
    type: 's',
    groupId,
    subsets,
    isPinned: false,
    canBeStandalone: true,
    currentPermissions: can,
    ...extra,
  };
}

export const fixtureNodes: SetTreeNode[] = [
  {
    id: 1,
    name: 'Campaign 2026',
    type: 'g',
    sets: [
      set(1, 'Hero images', 1, [set(2, 'Homepage', 1), set(3, 'Banners', 1, [set(4, 'Mobile banners', 1)])]),
      set(5, 'Social posts', 1, [], { canBeStandalone: false }),
    ],
  },
  { id: 2, name: 'Brand Book', type: 'g', sets: [] },
  set(6, 'Favourites', null, [], { isPinned: true }),
  set(7, 'To review', null, [set(8, 'Urgent', null)]),
  set(9, 'Read only', null, [], { currentPermissions: { editData: false, upload: false } }),
];
