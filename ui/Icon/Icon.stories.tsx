import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from '@themes/stitches.config';
import { Icon } from './Icon';
import { icons, type IconName } from './icons';

const meta = {
  title: 'ui/Icon',
  component: Icon,
  args: { name: 'cart', size: 'md' },
  argTypes: {
    name: { control: 'select', options: Object.keys(icons) },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: '$3',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '& li': { display: 'grid', justifyItems: 'center', gap: '$1', padding: '$2', fontSize: '$xs', color: '$text' },
});

export const Default: Story = {};
export const Playground: Story = { args: { name: 'search', size: 'lg' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
const Brand = styled('span', { color: '$primaryText' });

export const InBrandColour: Story = {
  render: (args) => (
    <Brand>
      <Icon {...args} />
    </Brand>
  ),
};

/** Every icon of the set, named for designers. */
export const AllIcons: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <Grid>
      {(Object.keys(icons) as IconName[]).map((name) => (
        <li key={name}>
          <Icon name={name} size="lg" />
          {name}
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg[aria-hidden="true"]');
    await expect(svgs.length).toBe(Object.keys(icons).length);
    await expect(within(canvasElement).getByText('cart')).toBeInTheDocument();
  },
};
