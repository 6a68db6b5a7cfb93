// What routes use of venue hire: the owner's pages, the venue page's booking section.
export { BlockedDatesEditor } from './BlockedDatesEditor';
export { MonthCalendar } from './MonthCalendar';
export { OpeningHoursEditor } from './OpeningHoursEditor';
export { bookingKeys, useVenueHireSetup } from './queries';
export { UnitsEditor } from './UnitsEditor';
export { useSelectedVenue } from './useSelectedVenue';
export { VenueBookingSection } from './VenueBookingSection';
export { VenueBookingsList } from './VenueBookingsList';
export { NoVenuePanel, VenuePicker } from './VenuePicker';
