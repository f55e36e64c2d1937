import { defineMessages, type NoMessageValues } from 'react-intl';

export const couponsPanelMessages = defineMessages<{
  title: NoMessageValues;
  use: { code: string };
  useShort: NoMessageValues;
  empty: NoMessageValues;
  emptyText: NoMessageValues;
  failed: NoMessageValues;
  share: NoMessageValues;
  shareText: { code: string; benefit: string };
  copy: NoMessageValues;
  copied: NoMessageValues;
  loading: NoMessageValues;
}>({
  title: { id: 'coupons.title', defaultMessage: 'Meus cupons', description: 'Title of the customer coupons panel' },
  use: { id: 'coupons.use', defaultMessage: 'Usar o cupom {code}', description: 'Applies a coupon from the list' },
  useShort: { id: 'coupons.useShort', defaultMessage: 'Usar', description: 'Visible text of the button that applies a listed coupon' },
  empty: { id: 'coupons.empty', defaultMessage: 'Nenhum cupom disponível', description: 'The client has no coupon' },
  emptyText: { id: 'coupons.emptyText', defaultMessage: 'Quando houver cupons para você, eles aparecem aqui.', description: 'Empty coupon list explanation' },
  failed: { id: 'coupons.failed', defaultMessage: 'Não foi possível carregar seus cupons. Tente novamente.', description: 'The coupon list failed to load' },
  share: { id: 'coupons.share', defaultMessage: 'Indique e ganhe', description: 'Heading of the share coupon' },
  shareText: {
    id: 'coupons.shareText',
    defaultMessage: 'Compartilhe o cupom {code} ({benefit}) com quem ainda não compra aqui.',
    description: 'What the share coupon is for',
  },
  copy: { id: 'coupons.copy', defaultMessage: 'Copiar cupom', description: 'Copies the share coupon' },
  copied: { id: 'coupons.copied', defaultMessage: 'Cupom copiado.', description: 'The share coupon was copied' },
  loading: { id: 'coupons.loading', defaultMessage: 'Carregando cupons', description: 'The coupon list is loading' },
});
