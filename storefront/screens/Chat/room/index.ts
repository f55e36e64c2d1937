export { ChatRoomScreen as Component } from '../ChatRoomScreen';
