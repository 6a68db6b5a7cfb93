// What routes, headers and profile pages use of direct messages.
export { AdminMessageReports } from './AdminMessageReports';
export { ChatBoundary } from './ChatBoundary';
export { ConversationList } from './ConversationList';
export { MessageText, linkify } from './MessageText';
export { StartConversationButton } from './StartConversationButton';
export { Thread } from './Thread';
export { useLiveMessages } from './live';
export { messageKeys } from './queries';
