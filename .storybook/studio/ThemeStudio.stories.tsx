import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { styled } from '@themes/stitches.config';
import { themeFromSupplier } from '@themes/supplierTheme';
import { Button } from '@ui/Button';
import { ContrastReport } from '@ui/ContrastReport';
import { Link } from '@ui/Link';
import { supplierFixtures } from '@mocks/db/suppliers';
import type { Tema } from '@storefront/api/endpoints';
import { createAppApi } from '@storefront/app/api';
import { AppProviders } from '@storefront/app/providers';
import { createRoutes } from '@storefront/app/routes';
import { SupplierTheme } from '@storefront/app/SupplierTheme';
import { decideCookies } from '@storefront/state/consent';
import { createStores } from '@storefront/state/stores';
import { previewSupplierTheme } from '@storefront/state/supplier';
import { storyConfig } from '../decorators';

const demo = supplierFixtures[0]!;

/** The real app at the supplier home, its store preloaded with the theme being edited. */
function LivePreview({ tema }: { tema: Tema }) {
  const { services, router } = useMemo(() => {
    const stores = createStores();
    decideCookies(stores.consent, 'all', () => undefined);
    // A copy: a store must never own the shared fixture objects the mock database clones.
    Object.assign(stores.supplier, { status: 'loaded', key: demo.fornecedor.slug, fornecedor: structuredClone(demo.fornecedor), tema: {} });
    const svc = { stores, api: createAppApi(storyConfig, stores, () => undefined) };
    const routes = createRoutes({ services: svc, config: storyConfig, leaveForProviderSite: false });
    return { services: svc, router: createMemoryRouter(routes, { initialEntries: [`/${demo.fornecedor.slug}`] }) };
  }, []);
  useEffect(() => {
    previewSupplierTheme(services.stores.supplier, tema);
  }, [services, tema]);
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

const Layout = styled('div', {
  display: 'grid',
  gap: '$5',
  padding: '$4',
  '@lg': { gridTemplateColumns: 'minmax(18rem, 24rem) 1fr' },
  '& h1, & h2': { margin: 0 },
});
const Form = styled('form', { display: 'grid', gap: '$3', alignContent: 'start' });
const Field = styled('label', {
  display: 'grid',
  gap: '$1',
  fontWeight: '$medium',
  '& input, & textarea': {
    minHeight: '$targetComfortable',
    padding: '$2',
    font: 'inherit',
    border: '$borderWidths$thin solid $border',
    borderRadius: '$md',
  },
  '& input:focus-visible, & textarea:focus-visible': { focusRing: 'outside' },
});
/** Plain containers: the live preview brings its own header, main and footer landmarks. */
const Frame = styled('div', {
  border: '$borderWidths$thin solid $borderSubtle',
  borderRadius: '$lg',
  overflow: 'hidden',
  '& > h2, & > h3': { padding: '$3 $4', fontSize: '$md', backgroundColor: '$surface' },
});
const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', padding: '$4', alignItems: 'center' });
const Json = styled('pre', {
  margin: 0,
  padding: '$4',
  overflowX: 'auto',
  backgroundColor: '$surface',
  fontSize: '$sm',
  whiteSpace: 'pre-wrap',
});

interface Draft {
  primaryColor: string;
  secondaryColor: string;
  auxiliaryColor: string;
  textColor: string;
  logo: string;
  boasVindas: string;
  tituloPagina: string;
}

function toTema(draft: Draft): Tema {
  const value = (s: string) => s.trim() || undefined;
  return JSON.parse(
    JSON.stringify({
      primaryColor: value(draft.primaryColor),
      secondaryColor: value(draft.secondaryColor),
      auxiliaryColor: value(draft.auxiliaryColor),
      textColor: value(draft.textColor),
      logo: value(draft.logo),
      textos: { boasVindas: value(draft.boasVindas) },
      configuracao: { tituloPagina: value(draft.tituloPagina) },
    }),
  ) as Tema;
}

/** Suppliers and designers type their brand and see the kit, the home and the contrast report live. */
function ThemeStudio({ initial }: { initial: Draft }) {
  const [draft, setDraft] = useState(initial);
  const [copied, setCopied] = useState(false);
  const tema = useMemo(() => toTema(draft), [draft]);
  const theme = themeFromSupplier(tema);
  const json = JSON.stringify(tema, null, 2);
  const bind = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: e.target.value }),
  });
  return (
    <Layout>
      <Form onSubmit={(e) => e.preventDefault()}>
        <h2>Estúdio de temas</h2>
        <Field>
          Cor principal (hex)
          <input {...bind('primaryColor')} placeholder="#436bac" />
        </Field>
        <Field>
          Cor secundária (hex)
          <input {...bind('secondaryColor')} placeholder="#203e6c" />
        </Field>
        <Field>
          Cor auxiliar (hex)
          <input {...bind('auxiliaryColor')} placeholder="#e2a929" />
        </Field>
        <Field>
          Cor do texto sobre a principal (hex)
          <input {...bind('textColor')} placeholder="#ffffff" />
        </Field>
        <Field>
          Endereço do logo
          <input {...bind('logo')} placeholder="/fixtures/logos/demo.svg" />
        </Field>
        <Field>
          Texto de boas-vindas
          <input {...bind('boasVindas')} />
        </Field>
        <Field>
          Título da página
          <input {...bind('tituloPagina')} />
        </Field>
      </Form>
      <div>
        <Frame>
          <h2>Componentes com a paleta derivada</h2>
          <SupplierTheme tema={tema}>
            <Row>
              <Button>Adicionar ao carrinho</Button>
              <Button variant="secondary">Ver detalhes</Button>
              <Button variant="ghost">Limpar filtros</Button>
              <Link href="#">Ver todas as ofertas</Link>
            </Row>
          </SupplierTheme>
        </Frame>
        <Frame>
          <h2>Contraste</h2>
          <Row>
            <ContrastReport report={theme.report} />
          </Row>
        </Frame>
        <Frame>
          <h2>Tema em JSON</h2>
          <Json>{json}</Json>
          <Row>
            <Button
              variant="secondary"
              onPress={() => {
                void navigator.clipboard.writeText(json).then(() => setCopied(true), () => setCopied(false));
              }}
            >
              Copiar JSON
            </Button>
            <span role="status">{copied ? 'JSON copiado' : ''}</span>
          </Row>
        </Frame>
        <Frame>
          <h2>Página inicial com o tema</h2>
          <LivePreview tema={tema} />
        </Frame>
      </div>
    </Layout>
  );
}

const demoDraft: Draft = {
  primaryColor: demo.tema?.primaryColor ?? '',
  secondaryColor: '',
  auxiliaryColor: '',
  textColor: '',
  logo: demo.tema?.logo ?? '',
  boasVindas: demo.tema?.textos?.boasVindas ?? '',
  tituloPagina: demo.tema?.configuracao?.tituloPagina ?? '',
};

const meta = {
  title: 'tools/ThemeStudio',
  component: ThemeStudio,
  args: { initial: demoDraft },
  parameters: { bare: true, layout: 'fullscreen' },
} satisfies Meta<typeof ThemeStudio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A supplier types a pale yellow: the kit stays readable, the report says what was adjusted. */
export const TypingABrand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('textbox', { name: 'Cor principal (hex)' });
    await userEvent.clear(primary);
    await userEvent.type(primary, '#ffe66d');
    const welcome = canvas.getByRole('textbox', { name: 'Texto de boas-vindas' });
    await userEvent.clear(welcome);
    await userEvent.type(welcome, 'Pão quentinho toda manhã');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Pão quentinho toda manhã' })).toBeInTheDocument());
    const linkRow = canvas.getByRole('rowheader', { name: 'Link sobre o fundo' }).closest('tr');
    await expect(linkRow).toHaveTextContent('Aprovado (cor ajustada)');
    await expect(canvas.getByText(/"primaryColor": "#ffe66d"/)).toBeInTheDocument();
  },
};

export const NearBlackBrand: Story = {
  args: { initial: { ...demoDraft, primaryColor: '#141414', secondaryColor: '#2b2b2b', tituloPagina: 'Adega Noite & Dia' } },
};
