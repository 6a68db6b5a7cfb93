// What routes and the event page use of event tickets.
export { CheckInPanel } from './CheckInPanel';
export { MyTicketList } from './MyTicketList';
export { OrganiserOrders } from './OrganiserOrders';
export { TicketOrderDetails } from './TicketOrderDetails';
export { TicketPurchase } from './TicketPurchase';
export { TicketSalesSummary } from './TicketSalesSummary';
export { ticketKeys, useMyTickets, useTicketOrder, useTicketSales } from './queries';
