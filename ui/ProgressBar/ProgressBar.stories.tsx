import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from '@themes/stitches.config';
import { ProgressBar } from './ProgressBar';

const Track = styled('div', { width: '16rem', height: '$progressTrack', borderRadius: '$pill', backgroundColor: '$borderSubtle', overflow: 'hidden' });
const Fill = styled('div', { height: '100%', backgroundColor: '$primary' });
const Row = styled('div', { display: 'flex', justifyContent: 'space-between', gap: '$3', marginBottom: '$1', color: '$text' });

const meta = {
  title: 'ui/ProgressBar',
  component: ProgressBar,
  args: { 'aria-label': 'Enviando as fotos do pedido' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } }, valueLabel: { control: 'text' } },
  parameters: { layout: 'centered' },
  render: (args) => (
    <main>
      <ProgressBar {...args}>
        {({ percentage }) => (
          <Track>
            <Fill style={{ width: `${percentage ?? 30}%` }} />
          </Track>
        )}
      </ProgressBar>
    </main>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The duration is unknown: a named progressbar without a value. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Enviando as fotos do pedido' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveAttribute('aria-valuetext');
  },
};

/** A known value, read out as a percentage in pt-BR. */
export const WithValue: Story = {
  args: { value: 40 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Enviando as fotos do pedido' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
  },
};

/** A count out of a total, read out in its own words ("2 de 5 fotos"). */
export const WithValueLabel: Story = {
  args: { value: 2, maxValue: 5, valueLabel: '2 de 5 fotos' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Enviando as fotos do pedido' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuetext', '2 de 5 fotos');
    await expect((bar.firstElementChild?.firstElementChild as HTMLElement).style.width).toBe('40%');
  },
};

/** Named by the label it shows, with the value beside it. */
export const VisibleLabel: Story = {
  args: { 'aria-label': undefined, value: 75 },
  render: (args) => (
    <main>
      <ProgressBar {...args}>
        {({ labelId, valueText, percentage }) => (
          <>
            <Row>
              <span id={labelId}>Sincronizando o carrinho</span>
              <span>{valueText}</span>
            </Row>
            <Track>
              <Fill style={{ width: `${percentage ?? 0}%` }} />
            </Track>
          </>
        )}
      </ProgressBar>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Sincronizando o carrinho' });
    await expect(bar).not.toHaveAttribute('aria-label');
    await expect(bar).toHaveTextContent('75%');
  },
};

/** A value past the ends (an odd count from the platform) stays within them. */
export const OutOfRange: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
  },
};
