export { ChatRoomsScreen, Component } from './ChatRoomsScreen';
export { ChatRoomView, ChatRoomScreen, type ChatRoomViewProps } from './ChatRoomScreen';
export { ChatAboutOrderLink, UnreadChatLink, type ChatAboutOrderLinkProps } from './ChatLinks';
