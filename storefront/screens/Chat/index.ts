export { ChatRoomsScreen, Component } from './ChatRoomsScreen';
export { ChatRoomView, ChatRoomScreen, type ChatRoomViewProps } from './ChatRoomScreen';
