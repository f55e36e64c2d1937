import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from '@themes/stitches.config';
import { sampleThemes, type SampleThemeName } from '@themes/samples';
import { themeFromSupplier } from '@themes/supplierTheme';
import { Alert } from '../Alert';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { ContrastReport } from '../ContrastReport';
import { Link } from '../Link';
import { Pagination } from '../Pagination';
import { ProductCard } from '../ProductCard';
import { StatusPanel } from '../StatusPanel';

const Section = styled('section', {
  display: 'grid',
  // One track as wide as the section, so rows wrap instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$4',
  padding: '$5',
  borderBottom: '$borderWidths$thin solid $borderSubtle',
  '& h2': { margin: 0, fontSize: '$lg' },
});
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' });
const Cards = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', gap: '$3', maxWidth: '$content' });
const ignore = () => undefined;
/** The kit under one sample brand, with the palette's contrast report. */
function ThemeSample({ name }: { name: SampleThemeName }) {
  const sample = sampleThemes[name];
  const theme = themeFromSupplier(sample.tema);
  return (
    <div className={theme.className}>
      <Section aria-labelledby={`tema-${name}`}>
        <h2 id={`tema-${name}`}>{sample.name}</h2>
        <Row>
          <Button>Adicionar ao carrinho</Button>
          <Button variant="secondary">Ver detalhes</Button>
          <Button variant="ghost">Limpar filtros</Button>
          <Button variant="danger">Remover</Button>
          <Button isPending>Enviando</Button>
          <Link href="#">Ver todas as ofertas</Link>
        </Row>
        <Row>
          <Badge tone="brand">Promoção</Badge>
          <Badge tone="success">Entregue</Badge>
          <Badge tone="warning">Últimas unidades</Badge>
          <Pagination page={2} totalPages={5} onChange={ignore} label={`Paginação (${sample.name})`} />
        </Row>
        <Cards>
          <ProductCard name="Arroz branco tipo 1" detail="Pacote 5 kg" imageSrc="/fixtures/products/arroz.svg" price={27.9} oldPrice={32.5} quantity={0} onQuantityChange={ignore} badges={<Badge tone="brand">-14%</Badge>} />
          <ProductCard name="Feijão carioca" detail="Pacote 1 kg" imageSrc="/fixtures/products/feijao.svg" price={8.49} wholesale={{ quantity: 10, price: 7.9 }} quantity={2} onQuantityChange={ignore} />
          <ProductCard name="Café tradicional" detail="Pacote 500 g" imageSrc="/fixtures/products/cafe.svg" price={18.9} isUnavailable notifyMe={{ isOn: false, onChange: ignore }} quantity={0} onQuantityChange={ignore} />
        </Cards>
        <Alert tone="warning" title="Negociação em andamento">
          Um atendente está ajustando o seu carrinho.
        </Alert>
        <StatusPanel title={`Pedido enviado! (${sample.name})`} actions={<Link appearance="button" href="#">Continuar comprando</Link>}>
          <p>Você pode acompanhar o andamento do pedido na sua lista de pedidos.</p>
        </StatusPanel>
        <ContrastReport report={theme.report} subject={sample.name} />
      </Section>
    </div>
  );
}

const meta = {
  title: 'ui/Themes',
  component: ThemeSample,
  args: { name: 'padrao' },
  argTypes: { name: { control: 'select', options: Object.keys(sampleThemes) } },
  render: (args) => (
    <main>
      <ThemeSample {...args} />
    </main>
  ),
} satisfies Meta<typeof ThemeSample>;

export default meta;
type Story = StoryObj<typeof meta>;

const everyPairPasses: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getAllByRole('row').length).toBeGreaterThan(5);
  await expect(canvas.queryByText(/Reprovado/)).not.toBeInTheDocument();
};

export const Default: Story = { play: everyPairPasses };
export const Playground: Story = { args: { name: 'verde' } };
export const PaleYellow: Story = { args: { name: 'amarelo-claro' }, play: everyPairPasses };
export const NearBlack: Story = { args: { name: 'quase-preto' }, play: everyPairPasses };
export const VividOrange: Story = { args: { name: 'laranja' }, play: everyPairPasses };

/** Every sample brand, one under the other: the gallery designers review. */
export const AllThemes: Story = {
  render: () => (
    <main>
      {(Object.keys(sampleThemes) as SampleThemeName[]).map((name) => (
        <ThemeSample key={name} name={name} />
      ))}
    </main>
  ),
  play: everyPairPasses,
};

/** A phone-sized column: every row of the gallery wraps inside it. */
export const NarrowScreen: Story = {
  args: { name: 'amarelo-claro' },
  decorators: [(Story) => <div style={{ width: '22rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Amarelo claro' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
