/** The front door of modules/messages (issue 15): direct messages between members. */
export { chatChannel, type ChatMessage } from './channels';
export { messageRoutes } from './routes';
