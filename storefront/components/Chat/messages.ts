import { defineMessages, type NoMessageValues } from 'react-intl';

export const chatMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  visitor: NoMessageValues;
  general: NoMessageValues;
  order: { numpedido: string };
  roomLink: { name: string; unread: number };
  unread: { count: number };
  total: { count: number };
  roomsLoading: NoMessageValues;
  roomsFailed: NoMessageValues;
  noRooms: NoMessageValues;
  noRoomsText: NoMessageValues;
  allRooms: NoMessageValues;
  connecting: NoMessageValues;
  reconnecting: { attempt: number; retries: number };
  failed: NoMessageValues;
  retry: NoMessageValues;
  log: { name: string };
  loading: NoMessageValues;
  empty: NoMessageValues;
  emptyText: NoMessageValues;
  older: NoMessageValues;
  you: NoMessageValues;
  supplier: NoMessageValues;
  sending: NoMessageValues;
  notSent: NoMessageValues;
  resend: NoMessageValues;
  input: NoMessageValues;
  inputHint: NoMessageValues;
  send: NoMessageValues;
  unreadLink: { count: number };
  aboutOrder: NoMessageValues;
}>({
  title: { id: 'chat.title', defaultMessage: 'Conversas', description: 'Heading of the chat rooms screen (spec 2 "Chat rooms")' },
  intro: {
    id: 'chat.intro',
    defaultMessage: 'Fale com o fornecedor sobre um pedido ou sobre qualquer outro assunto.',
    description: 'What the chat is for, under the rooms heading',
  },
  visitor: { id: 'chat.visitor', defaultMessage: 'Entre na sua conta para conversar com o fornecedor.', description: 'The chat opened by a visitor' },
  general: { id: 'chat.general', defaultMessage: 'Geral', description: "Name of the client's general chat room (not about one order)" },
  order: { id: 'chat.order', defaultMessage: 'Pedido nº {numpedido}', description: 'Name of the chat room about one order' },
  roomLink: {
    id: 'chat.roomLink',
    defaultMessage: '{name}{unread, plural, =0 {} one {, # mensagem não lida} other {, # mensagens não lidas}}',
    description: 'Accessible name of the link to a chat room, with its unread messages',
  },
  unread: {
    id: 'chat.unread',
    defaultMessage: '{count, plural, one {# não lida} other {# não lidas}}',
    description: 'Badge of a chat room with unread messages',
  },
  total: {
    id: 'chat.total',
    defaultMessage: '{count, plural, =0 {Nenhuma mensagem} one {# mensagem} other {# mensagens}}',
    description: 'How many messages a chat room has (spec 3 total_mensagens)',
  },
  roomsLoading: { id: 'chat.roomsLoading', defaultMessage: 'Carregando conversas', description: 'The chat rooms are loading (spec 4 loading flags)' },
  roomsFailed: { id: 'chat.roomsFailed', defaultMessage: 'Não foi possível carregar as conversas.', description: 'The chat rooms could not be loaded' },
  noRooms: { id: 'chat.noRooms', defaultMessage: 'Nenhuma conversa', description: 'The client has no chat rooms' },
  noRoomsText: {
    id: 'chat.noRoomsText',
    defaultMessage: 'Quando você fizer um pedido, poderá conversar sobre ele aqui.',
    description: 'What to do when there are no chat rooms',
  },
  allRooms: { id: 'chat.allRooms', defaultMessage: 'Todas as conversas', description: 'Link from a chat room back to the list of rooms' },
  connecting: { id: 'chat.connecting', defaultMessage: 'Conectando ao chat…', description: 'The chat socket is connecting' },
  reconnecting: {
    id: 'chat.reconnecting',
    defaultMessage: 'Conexão perdida. Tentando reconectar ({attempt} de {retries})…',
    description: 'The chat socket dropped and is retrying with backoff (spec 9: 5 retries)',
  },
  failed: {
    id: 'chat.failed',
    defaultMessage: 'Não foi possível conectar ao chat. Verifique sua internet e tente novamente.',
    description: 'The chat socket gave up after its retries',
  },
  retry: { id: 'chat.retry', defaultMessage: 'Tentar novamente', description: 'Connects the chat again after it failed' },
  log: { id: 'chat.log', defaultMessage: 'Mensagens de {name}', description: 'Accessible name of the message log of a chat room' },
  loading: { id: 'chat.loading', defaultMessage: 'Carregando mensagens', description: 'The history of a chat room is loading' },
  empty: { id: 'chat.empty', defaultMessage: 'Nenhuma mensagem ainda', description: 'A chat room without messages' },
  emptyText: {
    id: 'chat.emptyText',
    defaultMessage: 'Escreva abaixo para falar com o fornecedor.',
    description: 'What to do in an empty chat room',
  },
  older: { id: 'chat.older', defaultMessage: 'Carregar mensagens anteriores', description: 'Loads the previous page of a chat room (spec 9: 30 per page)' },
  you: { id: 'chat.you', defaultMessage: 'Você', description: "Author of the client's own chat messages" },
  supplier: { id: 'chat.supplier', defaultMessage: 'Fornecedor', description: 'Author of the messages of the supplier when its name is not known' },
  sending: { id: 'chat.sending', defaultMessage: 'Enviando…', description: 'A chat message waiting for the server confirmation' },
  notSent: { id: 'chat.notSent', defaultMessage: 'Não enviada.', description: 'A chat message the server never confirmed' },
  resend: { id: 'chat.resend', defaultMessage: 'Reenviar', description: 'Sends a chat message that failed again' },
  input: { id: 'chat.input', defaultMessage: 'Mensagem', description: 'Label of the chat message field' },
  inputHint: {
    id: 'chat.inputHint',
    defaultMessage: 'Enter envia; Shift+Enter quebra a linha.',
    description: 'How the keyboard works in the chat message field',
  },
  send: { id: 'chat.send', defaultMessage: 'Enviar', description: 'Sends the chat message' },
  unreadLink: {
    id: 'chat.unreadLink',
    defaultMessage: '{count, plural, =0 {} one {, # mensagem não lida} other {, # mensagens não lidas}}',
    description: 'Read after "Conversas" in the header link to the chat (hidden; the badge shows the number)',
  },
  aboutOrder: { id: 'chat.aboutOrder', defaultMessage: 'Conversar sobre este pedido', description: 'Link from an order to its chat room' },
});
