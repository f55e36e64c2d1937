import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from '@themes/stitches.config';
import { sampleThemes, type SampleThemeName } from '@themes/samples';
import { themeFromSupplier, type ContrastCheck } from '@themes/supplierTheme';
import { Button } from '../Button';
import { Link } from '../Link';
import { StatusPanel } from '../StatusPanel';

const Section = styled('section', {
  display: 'grid',
  gap: '$4',
  padding: '$5',
  borderBottom: '$borderWidths$thin solid $borderSubtle',
  '& h2': { margin: 0, fontSize: '$lg' },
});
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', alignItems: 'center' });
const Table = styled('table', {
  borderCollapse: 'collapse',
  fontSize: '$sm',
  '& th, & td': { padding: '$1 $3', borderBottom: '$borderWidths$thin solid $borderSubtle', textAlign: 'left' },
});
const Swatch = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  padding: '$1 $2',
  borderRadius: '$sm',
  border: '$borderWidths$thin solid $border',
  fontWeight: '$bold',
});

function ContrastTable({ report }: { report: ContrastCheck[] }) {
  return (
    <Table>
      <caption>Relatório de contraste (WCAG 2.2 AA)</caption>
      <thead>
        <tr>
          <th scope="col">Par</th>
          <th scope="col">Amostra</th>
          <th scope="col">Contraste</th>
          <th scope="col">Mínimo</th>
          <th scope="col">Resultado</th>
        </tr>
      </thead>
      <tbody>
        {report.map((check) => (
          <tr key={check.pair}>
            <th scope="row">{check.pair}</th>
            <td>
              {check.required < 4.5 ? (
                // A UI part (border, focus ring) is drawn as a border, as the kit uses it.
                <Swatch aria-hidden="true" style={{ borderColor: check.foreground, borderWidth: 3, backgroundColor: check.background, color: 'transparent' }}>
                  Aa
                </Swatch>
              ) : (
                <Swatch style={{ color: check.foreground, backgroundColor: check.background }}>Aa</Swatch>
              )}
            </td>
            <td>{check.ratio.toFixed(2)}:1</td>
            <td>{check.required}:1</td>
            <td>{`${check.passes ? 'Aprovado' : 'Reprovado'}${check.adjusted ? ' (cor ajustada)' : ''}`}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

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
        <StatusPanel title={`Pedido enviado! (${sample.name})`} actions={<Link appearance="button" href="#">Continuar comprando</Link>}>
          <p>Você pode acompanhar o andamento do pedido na sua lista de pedidos.</p>
        </StatusPanel>
        <ContrastTable report={theme.report} />
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
