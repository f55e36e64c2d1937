import { useEffect, useState } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { subscribe } from 'valtio';
import { createToastQueue, ToastRegion, type ToastMessage } from '@ui/Toast';
import { plainText } from '@storefront/domain/text';
import { useAppServices } from '@storefront/state/context';
import { takeNotices, type Notice } from '@storefront/state/notices';

const noticeMessages = defineMessages<{
  cartMessage: NoMessageValues;
  cartEmptyReply: NoMessageValues;
  cartSaveFailed: NoMessageValues;
  cartKept: NoMessageValues;
  emptyCartKept: NoMessageValues;
  lineRemoved: NoMessageValues;
  undo: NoMessageValues;
  apiKeyLoginFailed: NoMessageValues;
  heldForReview: NoMessageValues;
  heldForReviewText: NoMessageValues;
}>({
  cartMessage: { id: 'notice.cartMessage', defaultMessage: 'Aviso sobre o seu carrinho', description: "Title of the warning toast carrying the platform's message about a cart save (spec 7)" },
  cartEmptyReply: {
    id: 'notice.cartEmptyReply',
    defaultMessage: 'Não foi possível carregar nenhum produto para o carrinho.',
    description: 'spec 8 (verbatim): the platform answered a cart save with no items',
  },
  cartSaveFailed: {
    id: 'notice.cartSaveFailed',
    defaultMessage: 'Não foi possivel salvar o carrinho',
    description: "spec 5 and 8 (verbatim, spelling included): a cart save failed or an empty visitor's cart cannot be saved",
  },
  cartKept: { id: 'notice.cartKept', defaultMessage: 'Suas alterações continuam aqui.', description: 'After a failed cart save: nothing in the cart was lost' },
  emptyCartKept: {
    id: 'notice.emptyCartKept',
    defaultMessage: 'Sem uma conta, o carrinho vazio fica guardado apenas neste navegador.',
    description: "Under 'Não foi possivel salvar o carrinho' when a visitor's cart became empty (spec 5: not saved without a client)",
  },
  lineRemoved: { id: 'notice.lineRemoved', defaultMessage: 'Produto removido do carrinho', description: 'Toast after a cart line was removed; its description is the product name' },
  undo: { id: 'notice.undo', defaultMessage: 'Desfazer', description: 'Puts the removed cart line back' },
  heldForReview: {
    id: 'notice.heldForReview',
    defaultMessage: 'Seu cadastro já foi confirmado e aguarda aprovação',
    description: 'spec 5 (verbatim): this supplier holds back unapproved clients; the session ended here',
  },
  heldForReviewText: {
    id: 'notice.heldForReviewText',
    defaultMessage: 'Este fornecedor libera as compras depois de analisar o cadastro. Você pode continuar navegando.',
    description: 'spec 5 review message under the held-back notice',
  },
  apiKeyLoginFailed: { id: 'notice.apiKeyLoginFailed', defaultMessage: 'Erro ao obter cliente!', description: 'spec 8 (verbatim): the API-key login failed and the platform sent no message' },
});

/** A notice as a toast. Server texts may carry HTML: a toast shows them as plain text. */
function toastOf(notice: Notice, intl: IntlShape): ToastMessage {
  const say = (descriptor: (typeof noticeMessages)[keyof typeof noticeMessages]) => intl.formatMessage(descriptor);
  switch (notice.kind) {
    case 'cartMessage':
      return { tone: 'warning', title: say(noticeMessages.cartMessage), description: plainText(notice.text) };
    case 'cartEmptyReply':
      return { tone: 'warning', title: say(noticeMessages.cartEmptyReply), description: say(noticeMessages.cartKept) };
    case 'cartSaveFailed':
      return { tone: 'danger', title: say(noticeMessages.cartSaveFailed), description: [notice.text ? plainText(notice.text) : '', say(noticeMessages.cartKept)].filter(Boolean).join(' ') };
    case 'emptyCartNotSaved':
      return { tone: 'warning', title: say(noticeMessages.cartSaveFailed), description: say(noticeMessages.emptyCartKept) };
    case 'lineRemoved':
      return { tone: 'success', title: say(noticeMessages.lineRemoved), description: notice.name, action: { label: say(noticeMessages.undo), onAction: notice.undo } };
    case 'heldForReview':
      return { tone: 'warning', title: say(noticeMessages.heldForReview), description: say(noticeMessages.heldForReviewText) };
    case 'apiKeyLoginFailed':
      return { tone: 'danger', title: notice.text ? plainText(notice.text) : say(noticeMessages.apiKeyLoginFailed) };
  }
}

/**
 * The app's toasts: every notice the stores tell (spec 7 and 8) shows here, over whatever page or panel
 * is open; react-aria keeps the region reachable (F6) even behind a modal panel. Loaded by NoticeToasts.
 */
export function NoticeToastRegion() {
  const intl = useIntl();
  const { stores } = useAppServices();
  const [toasts] = useState(() => createToastQueue());
  useEffect(() => {
    const show = () => {
      for (const notice of takeNotices(stores.notices)) toasts.show(toastOf(notice, intl));
    };
    show();
    return subscribe(stores.notices, show);
  }, [intl, stores.notices, toasts]);
  return <ToastRegion queue={toasts.queue} />;
}
