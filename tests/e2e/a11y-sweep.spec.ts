import { AxeBuilder } from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { checkout, MARIA, resetPlatform } from './support/shop';

/*
 * Issue 10 "Accessibility": axe (WCAG 2.0/2.1/2.2 A and AA, with the WCAG 2.2 `target-size` rule on) over
 * every route and every panel, under three supplier themes: the default blue (demo), the pale yellow
 * primary (padaria-sol, pickup only: no delivery address in its checkout) and the near-black one
 * (adega-noite, which asks a visitor for an address before its pages, spec 5). Each state must have
 * no violation; a failing test lists them all, one line each, so they are easy to fix.
 */

/** Generous on a busy machine (many states, one after another); a passing run never waits for it. */
const expect = baseExpect.configure({ timeout: 15_000 });

const THEMES = ['demo', 'padaria-sol', 'adega-noite'] as const;
type Supplier = (typeof THEMES)[number];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The states one test swept and the violations they had. */
class Sweep {
  readonly states: string[] = [];
  readonly problems: string[] = [];

  constructor(private readonly page: Page) {}

  /** Waits for the page to settle (no skeleton, no running transition), then runs axe on it. */
  async check(state: string, within: string[] = []): Promise<void> {
    await expect(this.page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0, { timeout: 8000 });
    await settle(this.page);
    // target-size is off by default in axe-core: turned on by name (options first: withTags adds to them).
    // Legacy mode runs axe in the page itself: the default opens a blank page per run to merge frames'
    // results, three times slower, for iframes the storefront does not have.
    const axe = new AxeBuilder({ page: this.page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
      .withTags(TAGS);
    for (const selector of within) axe.include(selector);
    const { violations } = await axe.analyze();
    this.states.push(state);
    for (const v of violations) {
      for (const node of v.nodes) {
        const summary = (node.failureSummary ?? v.help).replace(/\s+/g, ' ').replace(/^Fix (any|all) of the following: /, '');
        const html = node.html.replace(/\s+/g, ' ').slice(0, 160);
        this.problems.push(`[${state}] ${v.id} ${node.target.join(' ')} ${html} :: ${summary.slice(0, 220)}`);
      }
    }
  }

  /**
   * A panel or dialog open: react-aria makes the page under it inert, and that page is swept as a route of its
   * own, so the state adds the dialog (swept whole) and nothing else.
   */
  async checkDialog(state: string): Promise<void> {
    await this.check(state, ['[role="dialog"], [role="alertdialog"]']);
  }

  /** Fails the test with every violation found, after the whole sweep ran. */
  report(): void {
    console.log(`a11y sweep: ${this.states.length} states: ${this.states.join(' | ')}`);
    expect(this.problems, `axe violations:\n${this.problems.join('\n')}`).toEqual([]);
  }
}

/** Every finite animation and transition of the page has ended (a sliding panel is measured where it rests). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** A route's page is shown: a main heading of this page (not one of the page before) is there. */
async function open(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.getByRole('main').locator('h1').evaluateAll((hs) => hs.forEach((h) => h.setAttribute('data-before', '')));
  // Client-side, as a link does: a full load per route would spend the time budget on parsing the app again.
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const h1 = page.getByRole('main').locator('h1:not([data-before])');
  await expect((heading ? h1.filter({ hasText: heading }) : h1).first()).toBeVisible();
}

async function openPanel(trigger: Locator, dialog: Locator): Promise<void> {
  await trigger.click();
  await expect(dialog).toBeVisible();
}

async function closePanel(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The first link of the page's main content leading to `pattern` (a detail page the list offers). */
async function firstDetail(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/** A company whose account has linked accounts and users (mocks/db/platform.ts). */
const COMPANY = { login: 'compras@bomdia.com.br', senha: 'demo1234' };

function menu(page: Page) {
  return { trigger: page.getByRole('button', { name: 'Abrir menu' }), dialog: page.getByRole('dialog', { name: 'Menu' }) };
}

/** The side menu's login, the way a shopper on any page signs in. */
async function signIn(page: Page, sweep: Sweep): Promise<void> {
  const { trigger, dialog } = menu(page);
  await openPanel(trigger, dialog);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await expect(login).toBeVisible();
  await sweep.checkDialog('login panel');
  await login.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ }).fill(MARIA.login);
  await login.getByLabel(/^Senha/).fill(MARIA.senha);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();
}

/** First visit: the cookie banner and its second layer, then the choice is made. */
async function firstVisit(page: Page, supplier: Supplier, sweep: Sweep): Promise<void> {
  await page.goto(`/${supplier}`);
  const banner = page.getByRole('region', { name: 'Preferências de cookies' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await sweep.check('home + cookie banner');
  const dialog = page.getByRole('dialog', { name: 'Personalizar cookies' });
  await openPanel(banner.getByRole('button', { name: 'Personalizar' }), dialog);
  await sweep.checkDialog('cookie preferences dialog');
  await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(banner).toHaveCount(0);
}

/** spec 5: adega-noite asks a visitor where to deliver before its pages; a served city opens them. */
async function passAddressGate(page: Page, supplier: Supplier): Promise<void> {
  if (supplier !== 'adega-noite') return;
  await expect(page).toHaveURL(/\/adega-noite\/enderecos\?/);
  await page.getByRole('textbox', { name: /^Cidade, bairro ou rua/ }).fill('Barueri');
  await page.getByRole('button', { name: 'Buscar endereço' }).click();
  await page.getByRole('list', { name: 'Lugares encontrados' }).getByRole('button', { name: 'Barueri/SP', exact: true }).click();
  await expect(page).toHaveURL(/\/adega-noite$/);
}

/** A fresh platform, the store's home with the cookies accepted and the address gate passed: where the sweeps past the first start. */
async function enterStore(page: Page, supplier: Supplier): Promise<void> {
  await resetPlatform(page);
  await page.goto(`/${supplier}`);
  await page.getByRole('button', { name: 'Aceitar todos' }).click();
  await passAddressGate(page, supplier);
}

test.describe.configure({ mode: 'parallel' });
// One test sweeps a theme's whole group of states (one platform reset, one sign-in): far more than one check's time.
test.setTimeout(180_000);

for (const supplier of THEMES) {
  test.describe(`axe sweep, ${supplier} theme`, () => {
    test('visitor: public routes, cookie banner, search, side menu, suppliers and cart panels', async ({ page }) => {
      const sweep = new Sweep(page);
      const base = `/${supplier}`;
      await resetPlatform(page);
      await firstVisit(page, supplier, sweep);
      if (supplier === 'adega-noite') await sweep.check('address gate /enderecos');
      await passAddressGate(page, supplier);
      if (supplier === 'adega-noite') {
        // Its first page was the address gate: its home is swept here (the others' with the cookie banner).
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        await sweep.check('home');
      }

      // The page's plain search field: reaching for it brings the suggestions' combobox in its place.
      await page.getByRole('searchbox', { name: 'Buscar produtos' }).click();
      await expect(page.getByRole('combobox', { name: 'Buscar produtos' })).toBeFocused();
      await page.keyboard.type('a');
      // spec 9: suggestions come 1000 ms after the last keystroke.
      await expect(page.getByRole('listbox')).toBeVisible({ timeout: 10_000 });
      // The page under the list was swept as 'home'. While the list is open react-aria's combobox aria-hides the
      // rest of the page yet leaves it focusable (axe aria-hidden-focus), which it does not let us turn off
      // (adobe/react-spectrum#4937): this state sweeps what it adds, the search field and its list.
      await sweep.check('search suggestions', ['form[role="search"]', '[role="listbox"]']);
      await page.keyboard.press('Escape');

      await open(page, `${base}/produtos`, 'Produtos');
      await sweep.check('catalogue /produtos');
      const product = await firstDetail(page, /\/produto\/[^/]+$/);
      const add = page.getByRole('main').getByRole('button', { name: /^Adicionar .+ ao carrinho$/ }).first();
      await add.click();
      const cart = page.getByRole('dialog', { name: 'Carrinho' });
      await openPanel(page.getByRole('button', { name: /^Carrinho, \d+ ite/ }), cart);
      await sweep.checkDialog('cart panel (one line)');
      await closePanel(page, cart);

      expect(product, 'the catalogue links to a product').not.toBeNull();
      await open(page, product ?? '');
      await sweep.check('product page');

      for (const [path, name, heading] of [
        [`${base}/pagina/quem-somos`, 'static page /pagina/quem-somos'],
        [`${base}/combos`, 'combos /combos'],
        [`${base}/cadastro`, 'sign-up /cadastro'],
        [`${base}/enderecos`, 'address search /enderecos'],
        [`${base}/finalizar`, 'checkout, visitor /finalizar'],
        [`${base}/pedidos`, 'orders, visitor /pedidos'],
        [`${base}/nao-existe`, 'not found'],
        [`${base}/erro/too-many-request`, 'too many requests'],
        // A token the platform refuses: the failure, with the way to log in by password.
        [`${base}/login-token/token-vencido/maria%40exemplo.com.br`, 'login by token, refused', 'Não foi possível entrar automaticamente'],
      ] as const) {
        await open(page, path, heading);
        await sweep.check(name);
        if (path.endsWith('/combos')) {
          const combo = await firstDetail(page, /\/combos\/[^/]+$/);
          if (combo) {
            await open(page, combo);
            await sweep.check('combo details');
          }
        }
      }

      await open(page, base);
      const { trigger, dialog } = menu(page);
      await openPanel(trigger, dialog);
      await sweep.checkDialog('side menu, visitor');
      const suppliers = page.getByRole('dialog', { name: 'Trocar de fornecedor' });
      await dialog.getByRole('button', { name: 'Trocar de fornecedor' }).click();
      await expect(suppliers).toBeVisible();
      await sweep.checkDialog('suppliers panel');
      await closePanel(page, suppliers);
      // A visitor's menu has no address entry: the address panel is swept signed in, from the account page.
      sweep.report();
    });

    // Under the default theme each of these screens and panels is a story, and every story is an axe test
    // (npm test's stories stage): the sweep adds them under the other two themes.
    if (supplier !== 'demo') {
      test('signed in: account, panels, orders, subscriptions, invoices, lists, chat, quick order', async ({ page }) => {
        const sweep = new Sweep(page);
        const base = `/${supplier}`;
        await enterStore(page, supplier);
        await signIn(page, sweep);
        const { trigger, dialog } = menu(page);
        await openPanel(trigger, dialog);
        await sweep.checkDialog('side menu, signed in');
        await closePanel(page, dialog);

        await open(page, `${base}/conta`, 'Minha conta');
        await sweep.check('account /conta');
        for (const [button, title] of [
          ['Atualizar cadastro', 'Atualizar cadastro'],
          ['Alterar e-mail e senha', 'Alterar e-mail e senha'],
          ['Meus endereços', 'Meus endereços'],
        ] as const) {
          const panel = page.getByRole('dialog', { name: title });
          await openPanel(page.getByRole('main').getByRole('button', { name: button }), panel);
          await sweep.checkDialog(`${title} panel`);
          if (title === 'Meus endereços') {
            const created = page.getByRole('dialog', { name: 'Novo endereço' });
            await panel.getByRole('button', { name: 'Cadastrar endereço' }).click();
            await expect(created).toBeVisible();
            await sweep.checkDialog('new address panel');
            await closePanel(page, created);
          } else {
            await closePanel(page, panel);
          }
        }

        const terms = page.getByRole('dialog', { name: 'Termos de uso' });
        await openPanel(page.getByRole('main').getByRole('button', { name: 'Ler os termos de uso' }), terms);
        await expect(terms.getByText(/^Versão /)).toBeVisible();
        await sweep.checkDialog('terms of use dialog');
        await closePanel(page, terms);

        const lists: [string, string, RegExp | null][] = [
          [`${base}/pedidos`, 'orders /pedidos', /\/pedidos\/\d+$/],
          [`${base}/assinaturas`, 'subscriptions /assinaturas', /\/assinaturas\/[^/]+$/],
          [`${base}/faturas`, 'invoices /faturas', null],
          [`${base}/listas`, 'lists /listas', /\/listas\/[^/]+$/],
          [`${base}/conversas`, 'chat rooms /conversas', /\/conversas\/[^/]+$/],
          [`${base}/pedido-rapido`, 'quick order /pedido-rapido', null],
          [`${base}/clientes`, 'choose client /clientes', null],
        ];
        for (const [path, name, detail] of lists) {
          await open(page, path);
          await sweep.check(name);
          const next = detail ? await firstDetail(page, detail) : null;
          if (next) {
            await open(page, next);
            await sweep.check(`${name} details`);
          }
        }
        sweep.report();
      });
    }

    test('purchase as a company: checkout, card, coupons and PIX panels, success page, accounts panel, linked users', async ({ page }) => {
      const sweep = new Sweep(page);
      const base = `/${supplier}`;
      await enterStore(page, supplier);
      await open(page, `${base}/produtos`, 'Produtos');
      await page.getByRole('main').getByRole('button', { name: /^Adicionar .+ ao carrinho$/ }).first().click();
      await checkout(page, null);
      await sweep.check('checkout with a cart, visitor');
      await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
      const login = page.getByRole('dialog', { name: 'Entrar' });
      await login.getByRole('textbox', { name: /^E-mail, CPF ou CNPJ/ }).fill(COMPANY.login);
      await login.getByLabel(/^Senha/).fill(COMPANY.senha);
      await login.getByRole('button', { name: 'Entrar' }).click();
      await expect(login).toBeHidden();
      const methods = page.getByRole('radiogroup', { name: 'Forma de pagamento' });
      await expect(methods).toBeVisible();
      await sweep.check('checkout /finalizar, signed in');

      const coupons = page.getByRole('dialog', { name: 'Meus cupons' });
      await openPanel(page.getByRole('button', { name: 'Ver meus cupons' }), coupons);
      await sweep.checkDialog('coupons panel');
      await closePanel(page, coupons);

      const pay = async (name: string) => {
        await methods.getByText(name, { exact: true }).click();
        await expect(methods.getByRole('radio', { name })).toBeChecked();
      };
      if ((await methods.getByRole('radio', { name: 'Cartão de crédito' }).count()) > 0) {
        await pay('Cartão de crédito');
        const panel = page.getByRole('dialog', { name: 'Pagamento com cartão' });
        await openPanel(page.getByRole('button', { name: 'Informar cartão' }), panel);
        await sweep.checkDialog('card panel');
        await closePanel(page, panel);
      }
      // adega-noite takes no PIX: its order goes by boleto, without the PIX panel.
      const paysByPix = (await methods.getByRole('radio', { name: 'PIX' }).count()) > 0;
      await pay(paysByPix ? 'PIX' : 'Boleto bancário (28 dias)');
      if (supplier === 'padaria-sol') await page.getByText('Padaria Sol Pinheiros', { exact: true }).click();

      await page.getByRole('button', { name: 'Enviar pedido' }).click();
      if (paysByPix) {
        const panel = page.getByRole('dialog', { name: 'Pagamento com PIX' });
        await expect(panel.getByRole('img', { name: /^QR Code PIX do pedido \d+$/ })).toBeVisible();
        await sweep.checkDialog('PIX panel');
        await closePanel(page, panel);
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Pedido enviado!' })).toBeVisible();
      await sweep.check('success page /submissao');

      // A main client with linked accounts: the switch-account panel and the linked users page (spec 6).
      const { trigger, dialog } = menu(page);
      await openPanel(trigger, dialog);
      const accounts = page.getByRole('dialog', { name: 'Trocar de conta' });
      await dialog.getByRole('button', { name: 'Trocar de conta' }).click();
      await expect(accounts).toBeVisible();
      await sweep.checkDialog('switch account panel');
      await closePanel(page, accounts);
      await open(page, `${base}/usuarios`, 'Usuários vinculados');
      await sweep.check('linked users /usuarios');
      sweep.report();
    });
  });
}
