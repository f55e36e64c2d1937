import { defineMessages, type NoMessageValues } from 'react-intl';

export const pixPanelMessages = defineMessages<{
  title: NoMessageValues;
  amount: NoMessageValues;
  qr: { numpedido: string };
  steps: NoMessageValues;
  code: NoMessageValues;
  copy: NoMessageValues;
  copied: NoMessageValues;
  copyFailed: NoMessageValues;
  expiresIn: { time: string };
  waiting: NoMessageValues;
  paid: NoMessageValues;
  expired: NoMessageValues;
  reissue: NoMessageValues;
  reissueFailed: NoMessageValues;
}>({
  title: { id: 'pix.title', defaultMessage: 'Pagamento com PIX', description: 'Title of the PIX payment panel' },
  amount: { id: 'pix.amount', defaultMessage: 'Valor a pagar', description: 'Label of the PIX amount' },
  qr: { id: 'pix.qr', defaultMessage: 'QR Code PIX do pedido {numpedido}', description: 'Accessible name of the PIX QR code image' },
  steps: {
    id: 'pix.steps',
    defaultMessage: 'Abra o app do seu banco, escolha pagar com PIX e leia o QR Code ou cole o código abaixo.',
    description: 'How to pay a PIX charge',
  },
  code: { id: 'pix.code', defaultMessage: 'PIX copia e cola', description: 'Label of the PIX copy-paste code' },
  copy: { id: 'pix.copy', defaultMessage: 'Copiar código', description: 'Copies the PIX code' },
  copied: { id: 'pix.copied', defaultMessage: 'Código copiado. Cole no app do seu banco.', description: 'The PIX code was copied' },
  copyFailed: {
    id: 'pix.copyFailed',
    defaultMessage: 'Não foi possível copiar. Selecione o código e copie manualmente.',
    description: 'The clipboard refused the PIX code',
  },
  expiresIn: { id: 'pix.expiresIn', defaultMessage: 'O código expira em {time}', description: 'Countdown until the PIX code expires (mm:ss)' },
  waiting: { id: 'pix.waiting', defaultMessage: 'Aguardando a confirmação do pagamento…', description: 'Waiting for the PIX payment' },
  paid: { id: 'pix.paid', defaultMessage: 'Pagamento confirmado! Seu pedido já está com o fornecedor.', description: 'The PIX payment arrived' },
  expired: { id: 'pix.expired', defaultMessage: 'Este código expirou. Gere um novo para pagar.', description: 'The PIX code expired' },
  reissue: { id: 'pix.reissue', defaultMessage: 'Gerar novo código', description: 'Issues a new PIX code' },
  reissueFailed: { id: 'pix.reissueFailed', defaultMessage: 'Não foi possível gerar um novo código. Tente novamente.', description: 'A new PIX code could not be issued' },
});
