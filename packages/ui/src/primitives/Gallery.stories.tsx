// The primitives side by side (the design system at a glance), light and dark: what the screenshot
// baselines of Gallery.screenshot.browser.test.tsx compare.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorState } from '../error-state/ErrorState';
import {
  IconAlertTriangle,
  IconClock,
  IconDownload,
  IconFolderOpen,
  IconGallery,
  IconGroup,
  IconMap,
  IconPlus,
  IconSearch,
  IconShare,
  IconSort,
  IconTable,
  IconTrash,
  IconUpload,
} from '../icons';
import { Badge } from './badge/Badge';
import { Button } from './button/Button';
import { IconButton } from './button/IconButton';
import { EmptyState } from './empty-state/EmptyState';
import { Select } from './field/Select';
import { TextField } from './field/TextField';
import { Progress } from './progress/Progress';
import { SegmentedControl } from './segmented/SegmentedControl';
import { SegmentedNav } from './segmented/SegmentedNav';
import { Skeleton } from './skeleton/Skeleton';
import { Toolbar, ToolbarGroup } from './toolbar/Toolbar';

const noop = () => {};

const row = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' } as const;

/** Every primitive in its common states. */
function PrimitivesGallery() {
  return (
    <div data-testid="gallery" style={{ display: 'grid', gap: 20, maxWidth: 760, padding: 8 }}>
      <div style={row}>
        <Button variant="primary" icon={<IconUpload />}>
          Upload
        </Button>
        <Button icon={<IconPlus />}>New folder</Button>
        <Button variant="ghost">Cancel</Button>
        <Button variant="danger" icon={<IconTrash />}>
          Delete
        </Button>
        <Button size="sm">Small</Button>
        <Button disabled>Disabled</Button>
      </div>
      <div style={row}>
        <SegmentedControl
          label="View"
          value="gallery"
          onValueChange={noop}
          options={[
            { value: 'gallery', label: 'Gallery', icon: <IconGallery /> },
            { value: 'grid', label: 'Grid', icon: <IconTable /> },
            { value: 'map', label: 'Map', icon: <IconMap /> },
          ]}
        />
        <SegmentedNav
          label="Views"
          iconOnly
          items={[
            { key: 'gallery', label: 'Gallery', icon: <IconGallery />, current: false, href: '#gallery' },
            { key: 'grid', label: 'Grid', icon: <IconTable />, current: true, href: '#grid' },
            { key: 'map', label: 'Map', icon: <IconMap />, current: false, href: '#map' },
          ]}
        />
      </div>
      <div style={{ border: '1px solid var(--vt-color-border-subtle)', borderRadius: 8 }}>
        <Toolbar label="File actions">
          <ToolbarGroup label="Browse">
            <IconButton label="Sort" icon={<IconSort />} />
            <IconButton label="Group results" icon={<IconGroup />} pressed />
          </ToolbarGroup>
          <ToolbarGroup label="Selection">
            <IconButton label="Download" icon={<IconDownload />} />
            <IconButton label="Share" icon={<IconShare />} disabled />
            <IconButton label="Delete" icon={<IconTrash />} variant="danger" />
          </ToolbarGroup>
        </Toolbar>
      </div>
      <div style={row}>
        <Badge>Draft</Badge>
        <Badge tone="info">In review</Badge>
        <Badge tone="success">Approved</Badge>
        <Badge tone="warning" icon={<IconClock />}>
          Expires soon
        </Badge>
        <Badge tone="danger" icon={<IconAlertTriangle />}>
          Off brand
        </Badge>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 16, alignItems: 'start' }}>
        <TextField label="Search" leadingIcon={<IconSearch />} placeholder="Names, keywords" />
        <TextField label="Set name" error="A set with this name exists." defaultValue="Summer" />
        <Select
          label="Sort by"
          options={[
            { value: 'relevance', label: 'Relevance' },
            { value: 'added', label: 'Date added' },
          ]}
        />
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, alignItems: 'center' }}>
        <Progress label="Uploading 3 files" value={60} />
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Skeleton shape="circle" width={24} height={24} style={{ animation: 'none' }} />
          <Skeleton shape="text" width="70%" style={{ animation: 'none' }} />
        </div>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <EmptyState
          size="sm"
          icon={<IconFolderOpen />}
          title="This folder is empty"
          description="Upload files here, or pick another folder."
          action={
            <Button size="sm" variant="primary" icon={<IconUpload />}>
              Upload files
            </Button>
          }
        />
        <ErrorState message="The folders could not be loaded." onRetry={noop} />
      </div>
    </div>
  );
}

const meta = {
  title: 'ui/Primitives/Gallery',
  parameters: { layout: 'padded' },
  render: () => <PrimitivesGallery />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Light. */
export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('toolbar', { name: 'File actions' })).toBeVisible();
  },
};

/** Dark. */
export const Dark: Story = {
  ...Light,
  globals: { theme: 'dark' },
};
