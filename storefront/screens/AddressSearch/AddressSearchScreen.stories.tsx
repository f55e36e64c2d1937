import type { Meta, StoryObj } from '@storybook/react-vite';
import type { queries } from 'storybook/test';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AddressSearchScreen } from './AddressSearchScreen';

/**
 * The address search (spec 2 "Address search by city, neighbourhood, street, or map"; spec 4 "Supplier
 * lookup by address") in the real app, fed by the mock gazetteer (mocks/db/places.ts): São Paulo is
 * served by every demo supplier, Barueri only by Adega Noite & Dia, Campinas by none.
 */
const meta = {
  title: 'screens/AddressSearch',
  component: AddressSearchScreen,
  parameters: { route: '/demo/enderecos', consent: 'decided', shopper: null },
} satisfies Meta<typeof AddressSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What `within` gives for an element: its default queries. */
type Canvas = ReturnType<typeof within<typeof queries>>;

async function searchFor(canvasElement: HTMLElement, text: string): Promise<Canvas> {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Cidade, bairro ou rua/ }, { timeout: 4000 }), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Buscar endereço' }));
  return canvas;
}

async function choosePlace(canvasElement: HTMLElement, text: string, place: string): Promise<Canvas> {
  const canvas = await searchFor(canvasElement, text);
  await userEvent.click(await within(await canvas.findByRole('list', { name: 'Lugares encontrados' }, { timeout: 4000 })).findByRole('button', { name: place }));
  return canvas;
}

/** The page as a visitor finds it: the text search and the map of the supplier's area, the pin in its middle. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Onde você quer receber?' }, { timeout: 4000 })).toBeVisible();
    await expect(await canvas.findByRole('application', { name: 'Mapa da área atendida por Distribuidora Demo' }, { timeout: 4000 })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent(/^Marcador em -23,\d{4}, -46,\d{4}: dentro da área atendida\.$/);
    await expect(canvas.getByRole('button', { name: 'Usar minha localização' })).toBeVisible();
  },
};

/** Places matching the text: cities, neighbourhoods and streets. */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'Pinheiros');
    const list = within(await canvas.findByRole('list', { name: 'Lugares encontrados' }, { timeout: 4000 }));
    await expect(list.getByRole('button', { name: 'Pinheiros · São Paulo/SP' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Rua dos Pinheiros · Pinheiros · São Paulo/SP' })).toBeVisible();
  },
};

/** Nothing matches. */
export const NoPlaces: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'Atlântida');
    await expect(await canvas.findByText('Nenhum lugar encontrado para “Atlântida”.', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** The place search is down. */
export const SearchFailed: Story = {
  parameters: { msw: { scenario: 'busca-endereco-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'Barueri');
    await expect(await canvas.findByText('Não foi possível buscar endereços agora. Tente novamente.', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Several suppliers serve the place: the shopper picks one; the current one is marked. */
export const SeveralSuppliers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choosePlace(canvasElement, 'São Paulo', 'São Paulo/SP');
    const list = within(await canvas.findByRole('list', { name: 'Escolha o fornecedor' }, { timeout: 4000 }));
    await expect(list.getAllByRole('listitem')).toHaveLength(5);
    await expect(list.getByRole('link', { name: 'Distribuidora Demo' })).toHaveAttribute('aria-current', 'true');
    await expect(list.getByText('Fornecedor atual')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Adega Noite & Dia' })).toHaveAttribute('href', '/adega-noite');
    await expect(canvas.getByText('Endereço escolhido: São Paulo/SP')).toBeVisible();
  },
};

/** spec 4: exactly one supplier serves the place: it becomes active at once, the page moves to it. */
export const OneSupplier: Story = {
  play: async ({ canvasElement }) => {
    await choosePlace(canvasElement, 'Barueri', 'Barueri/SP');
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /^Vinhos selecionados/ }, { timeout: 6000 })).toBeVisible();
  },
};

/** A white-label site (spec 1) offers no other supplier: São Paulo lists its own one only. */
export const WhiteLabelServed: Story = {
  parameters: { whiteLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = await choosePlace(canvasElement, 'São Paulo', 'São Paulo/SP');
    const list = within(await canvas.findByRole('list', { name: 'Escolha o fornecedor' }, { timeout: 4000 }));
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(list.getByRole('link', { name: 'Distribuidora Demo' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A white-label site where only another supplier serves the place: not served, and the page stays. */
export const WhiteLabelNotServed: Story = {
  parameters: { whiteLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = await choosePlace(canvasElement, 'Barueri', 'Barueri/SP');
    await expect(await canvas.findByText('Infelizmente ainda não atendemos o seu endereço', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Adega Noite & Dia' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Onde você quer receber?' })).toBeVisible();
  },
};

/** spec 5 and 8: no supplier's area holds the place: 'Infelizmente ainda não atendemos o seu endereço'. */
export const NotServed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choosePlace(canvasElement, 'Campinas', 'Campinas/SP');
    await expect(await canvas.findByText('Infelizmente ainda não atendemos o seu endereço', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByText(/^Endereço escolhido/)).not.toBeInTheDocument();
  },
};

/** spec 8: the lookup answers 200 without suppliers: 'Não foi possivel encontrar fornecedores para este endereço'. */
export const NoSupplier: Story = {
  parameters: { msw: { scenario: 'fornecedores-nenhum' } },
  play: async ({ canvasElement }) => {
    const canvas = await choosePlace(canvasElement, 'São Paulo', 'São Paulo/SP');
    await expect(await canvas.findByText('Não foi possivel encontrar fornecedores para este endereço', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** The lookup on its way. */
export const LookupLoading: Story = {
  parameters: { msw: { scenario: 'fornecedores-carregando' } },
  play: async ({ canvasElement }) => {
    const canvas = await choosePlace(canvasElement, 'São Paulo', 'São Paulo/SP');
    await expect(await canvas.findByText('Consultando fornecedores', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** spec 8: the lookup fails: 'Falha ao consultar outros fornecedores', with a way to try again. */
export const LookupFailed: Story = {
  parameters: { msw: { scenario: 'fornecedores-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = await choosePlace(canvasElement, 'São Paulo', 'São Paulo/SP');
    await expect(await canvas.findByText('Falha ao consultar outros fornecedores', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** spec 8: the service area cannot be read: 'Falha ao consultar área de atendimento do fornecedor'; the text search still works. */
export const AreaFailed: Story = {
  parameters: { msw: { scenario: 'area-falha' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Falha ao consultar área de atendimento do fornecedor', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByRole('application')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^Cidade, bairro ou rua/ })).toBeVisible();
  },
};

/** The map by keyboard: the arrows move the pin out of the area, Enter looks the point up. */
export const MapByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('application', { name: /^Mapa da área atendida/ }, { timeout: 4000 });
    map.focus();
    const status = within(canvas.getByRole('main')).getByRole('status');
    const before = status.textContent;
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(status.textContent).not.toBe(before));
    // Shift+arrow: 5 km a step; far enough west the pin leaves the area.
    for (let i = 0; i < 7; i += 1) await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(status).toHaveTextContent(/fora da área atendida\.$/);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Fornecedores para Ponto escolhido no mapa' })).toBeVisible();
  },
};

/** The map by pointer: a click moves the pin; the button looks it up. */
export const MapByClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('application', { name: /^Mapa da área atendida/ }, { timeout: 4000 });
    const box = map.getBoundingClientRect();
    await userEvent.pointer({ keys: '[MouseLeft]', target: map, coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 } });
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar fornecedores neste ponto' }));
    const list = within(await canvas.findByRole('list', { name: 'Escolha o fornecedor' }, { timeout: 4000 }));
    await expect(list.getByRole('link', { name: 'Distribuidora Demo' })).toBeVisible();
  },
};

/** The browser refuses the location: said so, with the other ways. */
export const LocationRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refuse: Geolocation = {
      getCurrentPosition: (_ok, fail) => fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
      watchPosition: () => 0,
      clearWatch: () => undefined,
    };
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'geolocation');
    Object.defineProperty(navigator, 'geolocation', { value: refuse, configurable: true });
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Usar minha localização' }, { timeout: 4000 }));
      await expect(await canvas.findByText('Você não permitiu o acesso à sua localização. Busque pelo endereço ou escolha um ponto no mapa.')).toBeVisible();
    } finally {
      delete (navigator as { geolocation?: Geolocation }).geolocation;
      if (real) Object.defineProperty(Navigator.prototype, 'geolocation', real);
    }
  },
};

/** The device's location is looked up like any point: Barueri, served by one supplier, moves the page. */
export const MyLocation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const barueri: Geolocation = {
      getCurrentPosition: (ok) =>
        ok({
          coords: { latitude: -23.511, longitude: -46.888, accuracy: 20, altitude: null, altitudeAccuracy: null, heading: null, speed: null, toJSON: () => ({}) },
          timestamp: Date.now(),
          toJSON: () => ({}),
        }),
      watchPosition: () => 0,
      clearWatch: () => undefined,
    };
    Object.defineProperty(navigator, 'geolocation', { value: barueri, configurable: true });
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Usar minha localização' }, { timeout: 4000 }));
      await expect(await canvas.findByRole('heading', { level: 1, name: /^Vinhos selecionados/ }, { timeout: 6000 })).toBeVisible();
    } finally {
      delete (navigator as { geolocation?: Geolocation }).geolocation;
    }
  },
};

/**
 * spec 5 gate: Adega Noite & Dia has has-delivery and requires-address-to-access, so a visitor is sent
 * here first, told why, and taken back to the page asked for once a place it serves is chosen.
 */
export const AddressRequired: Story = {
  parameters: { route: '/adega-noite/produtos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Esta loja precisa saber onde você está para mostrar os produtos. Busque seu endereço ou escolha um ponto no mapa.', {}, { timeout: 4000 }),
    ).toBeVisible();
    await choosePlace(canvasElement, 'Barueri', 'Barueri/SP');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Produtos' }, { timeout: 6000 })).toBeVisible();
  },
};

/** A signed-in client with an address passes the gate once their addresses are in. */
export const AddressKnown: Story = {
  parameters: { route: '/adega-noite', shopper: { email: 'maria@exemplo.com.br' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /^Vinhos selecionados/ }, { timeout: 6000 })).toBeVisible();
  },
};

/** A client reaches their address panel from here. */
export const Client: Story = {
  parameters: { shopper: { email: 'maria@exemplo.com.br' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Usar um dos meus endereços' }, { timeout: 4000 })).toBeVisible();
  },
};
