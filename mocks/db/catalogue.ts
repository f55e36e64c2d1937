import type { ProdutoCatalogo, Setor } from '@storefront/api/endpoints';
import { seeded, shelfPrice, type Random } from './random';

/** A kind of product the generator multiplies by brand, variant and size. */
interface Base {
  key: string;
  nome: string;
  department: string;
  variants: string[];
  sizes: { label: string; factor: number }[];
  price: number;
  unidade?: string;
  /** Sold by weight: the quantity step. */
  granularidade?: number;
  idadeMinima?: number;
  giftWrap?: number;
  services?: { id: string; nome: string; preco: number }[];
}

const un = (labels: string[], factors: number[]) => labels.map((label, i) => ({ label, factor: factors[i] ?? 1 }));

const bases: Base[] = [
  { key: 'arroz', nome: 'Arroz', department: 'Mercearia', variants: ['branco tipo 1', 'integral', 'parboilizado'], sizes: un(['1 kg', '5 kg'], [1, 4.4]), price: 6.5 },
  { key: 'feijao', nome: 'Feijão', department: 'Mercearia', variants: ['carioca', 'preto', 'fradinho'], sizes: un(['500 g', '1 kg'], [0.55, 1]), price: 8.9 },
  { key: 'acucar', nome: 'Açúcar', department: 'Mercearia', variants: ['refinado', 'cristal', 'demerara'], sizes: un(['1 kg', '5 kg'], [1, 4.6]), price: 4.9 },
  { key: 'macarrao', nome: 'Macarrão', department: 'Mercearia', variants: ['espaguete', 'parafuso', 'penne'], sizes: un(['500 g', '1 kg'], [1, 1.8]), price: 4.5 },
  { key: 'oleo', nome: 'Óleo', department: 'Mercearia', variants: ['de soja', 'de girassol', 'de milho'], sizes: un(['900 ml'], [1]), price: 7.9 },
  { key: 'cafe', nome: 'Café', department: 'Mercearia', variants: ['tradicional', 'extraforte', 'gourmet'], sizes: un(['250 g', '500 g'], [0.55, 1]), price: 18.9 },
  { key: 'azeite', nome: 'Azeite de oliva', department: 'Mercearia', variants: ['extra virgem', 'tipo único'], sizes: un(['250 ml', '500 ml'], [0.55, 1]), price: 34.9 },
  { key: 'leite', nome: 'Leite', department: 'Laticínios', variants: ['integral', 'desnatado', 'sem lactose'], sizes: un(['1 L', 'caixa 12 x 1 L'], [1, 11]), price: 5.2 },
  { key: 'agua', nome: 'Água mineral', department: 'Bebidas', variants: ['sem gás', 'com gás'], sizes: un(['500 ml', '1,5 L', 'galão 20 L'], [0.4, 1, 4.5]), price: 3.5 },
  { key: 'suco', nome: 'Suco', department: 'Bebidas', variants: ['de laranja', 'de uva', 'de maracujá'], sizes: un(['1 L'], [1]), price: 9.9 },
  { key: 'refrigerante', nome: 'Refrigerante', department: 'Bebidas', variants: ['de cola', 'de guaraná', 'de limão'], sizes: un(['350 ml', '2 L'], [0.35, 1]), price: 9.5 },
  { key: 'cerveja', nome: 'Cerveja', department: 'Bebidas', variants: ['pilsen', 'puro malte'], sizes: un(['lata 350 ml', 'pack 12 latas'], [1, 11]), price: 4.2, idadeMinima: 18 },
  {
    key: 'vinho',
    nome: 'Vinho',
    department: 'Bebidas',
    variants: ['tinto seco', 'branco suave'],
    sizes: un(['750 ml'], [1]),
    price: 49.9,
    idadeMinima: 18,
    giftWrap: 5.9,
    services: [{ id: 'taca', nome: 'Taça de cristal para presente', preco: 24.9 }],
  },
  { key: 'detergente', nome: 'Detergente', department: 'Limpeza', variants: ['neutro', 'limão', 'coco'], sizes: un(['500 ml', 'caixa 24 un'], [1, 22]), price: 2.9 },
  { key: 'sabao', nome: 'Sabão em pó', department: 'Limpeza', variants: ['multiação', 'para roupas delicadas'], sizes: un(['800 g', '1,6 kg'], [1, 1.9]), price: 14.9 },
  { key: 'papel', nome: 'Papel higiênico', department: 'Limpeza', variants: ['folha dupla', 'folha simples'], sizes: un(['4 rolos', '12 rolos'], [1, 2.8]), price: 7.9 },
  { key: 'tomate', nome: 'Tomate', department: 'Hortifrúti', variants: ['italiano', 'cereja', 'carmem'], sizes: un(['kg'], [1]), price: 8.99, unidade: 'kg', granularidade: 0.25 },
  { key: 'banana', nome: 'Banana', department: 'Hortifrúti', variants: ['prata', 'nanica', 'da terra'], sizes: un(['kg'], [1]), price: 5.99, unidade: 'kg', granularidade: 0.5 },
  { key: 'alface', nome: 'Alface', department: 'Hortifrúti', variants: ['crespa', 'americana', 'roxa'], sizes: un(['unidade'], [1]), price: 3.49 },
  { key: 'batata', nome: 'Batata', department: 'Hortifrúti', variants: ['inglesa', 'doce', 'baroa'], sizes: un(['kg'], [1]), price: 6.49, unidade: 'kg', granularidade: 0.5 },
  { key: 'pao', nome: 'Pão', department: 'Padaria', variants: ['francês', 'de forma', 'integral'], sizes: un(['unidade', 'pacote 500 g'], [0.1, 1]), price: 9.9 },
  {
    key: 'bolo',
    nome: 'Bolo',
    department: 'Padaria',
    variants: ['de chocolate', 'de cenoura', 'de fubá'],
    sizes: un(['fatia', 'inteiro 1 kg'], [0.15, 1]),
    price: 39.9,
    services: [{ id: 'vela', nome: 'Vela e cartão de aniversário', preco: 6.5 }],
  },
];

const images: Record<string, string> = { oleo: 'oleo', leite: 'leite', cerveja: 'cerveja' };

/** More views of some kinds of product, beside the pack's front (spec 7 `all-images`). */
const views: Record<string, string[]> = { arroz: ['arroz-verso', 'arroz-graos'], vinho: ['vinho-rotulo'] };

/** What a supplier's generated catalogue looks like. */
export interface CatalogueSpec {
  slug: string;
  seed: number;
  departments: string[];
  brands: string[];
}

export interface Catalogue {
  setores: Setor[];
  produtos: ProdutoCatalogo[];
}

const TAGS = ['promocao', 'lancamento', 'mais-vendidos', 'organico', 'sem-gluten'];

function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function product(spec: CatalogueSpec, base: Base, variant: string, brand: string, size: Base['sizes'][number], index: number, random: Random): ProdutoCatalogo {
  const preco = shelfPrice(base.price * size.factor * (0.85 + random.next() * 0.4));
  const bulk = size.factor >= 4;
  const p: ProdutoCatalogo = {
    idproduto: `${spec.slug}-${base.key}-${index}`,
    sku: `${base.key.slice(0, 3).toUpperCase()}-${String(index).padStart(4, '0')}`,
    nome: `${base.nome} ${variant} ${brand} ${size.label}`.replace(/\s+/g, ' '),
    preco,
    unidade: base.unidade ?? 'un',
    imagem: `/fixtures/products/${images[base.key] ?? base.key}.svg`,
    disponivel: !random.chance(1 / 15),
    idcategoria: `${spec.slug}/${slugOf(base.department)}/${base.key}/${slugOf(variant)}`,
    tagsPesquisa: TAGS.filter(() => random.chance(0.15)),
  };
  if (base.granularidade) p.granularidade = base.granularidade;
  if (base.idadeMinima) p.idadeMinima = base.idadeMinima;
  if (base.services) p.servicosAdicionais = base.services;
  if (base.giftWrap) p.preco_embalagem = base.giftWrap;
  if (random.chance(1 / 3)) {
    p.precovendaatacado = Math.round(preco * 0.88 * 100) / 100;
    p.minvendaatacado = bulk ? 3 : 12;
    if (!bulk && !base.granularidade && random.chance(0.3)) p.multiploincremento = 6;
  } else if (random.chance(1 / 4)) {
    p.efeitospoliticas = { descontoProgressivo: { '6': Math.round(preco * 0.95 * 100) / 100, '12': Math.round(preco * 0.9 * 100) / 100 } };
  }
  if (random.chance(1 / 8)) p.min_por_pedido = base.granularidade ? 1 : 3;
  if (random.chance(1 / 10)) p.maxporpedido = base.granularidade ? 5 : 24;
  if (p.tagsPesquisa?.includes('promocao')) p.preconf = Math.round(preco * 1.15 * 100) / 100;
  return p;
}

/** A deterministic catalogue: three levels of categories (department, product, variant) and their products. */
export function generateCatalogue(spec: CatalogueSpec): Catalogue {
  const random = seeded(spec.seed);
  const produtos: ProdutoCatalogo[] = [];
  const setores: Setor[] = [];
  let index = 0;
  for (const department of spec.departments) {
    const depId = `${spec.slug}/${slugOf(department)}`;
    const dep: Setor = { id: depId, nome: department, quantidade: 0, filhos: [] };
    for (const base of bases.filter((b) => b.department === department)) {
      const kind: Setor = { id: `${depId}/${base.key}`, nome: base.nome, quantidade: 0, filhos: [] };
      for (const variant of base.variants) {
        const leaf: Setor = { id: `${kind.id}/${slugOf(variant)}`, nome: `${base.nome} ${variant}`, quantidade: 0, filhos: [] };
        for (const brand of spec.brands) {
          for (const size of base.sizes) {
            index += 1;
            produtos.push(product(spec, base, variant, brand, size, index, random));
            leaf.quantidade += 1;
          }
        }
        kind.quantidade += leaf.quantidade;
        kind.filhos.push(leaf);
      }
      dep.quantidade += kind.quantidade;
      dep.filhos.push(kind);
    }
    setores.push(dep);
  }
  return { setores, produtos };
}

/** Every photo of a product, as the platform's image host lists them: its own photo first, then its other views. */
export function photosOf(p: ProdutoCatalogo): string[] {
  const kind = p.idcategoria.split('/')[2] ?? '';
  return [...(p.imagem ? [p.imagem] : []), ...(views[kind] ?? []).map((view) => `/fixtures/products/${view}.svg`)];
}
