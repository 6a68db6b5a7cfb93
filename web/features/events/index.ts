// What routes and other features use of events. Only re-exports: vite.config.ts lets each chunk take just
// the exports it uses, so the landing page's EventCard does not bring the editor along.
export { EventCard } from './EventCard';
export { eventKeys, useEventSearch, useMapConfig, useUpcomingEvents } from './queries';
// detail: the event page
export { EventDescription } from './detail/EventDescription';
export { EventHero } from './detail/EventHero';
export { EventLocation } from './detail/EventLocation';
export { EventPageSkeleton } from './detail/EventPageSkeleton';
export { EventSchedule } from './detail/EventSchedule';
export { EventSpeakers } from './detail/EventSpeakers';
export { EventTickets } from './detail/EventTickets';
export { OrganizerCard } from './detail/OrganizerCard';
export { eventDetailKeys, useCountEventView, useEventDetail } from './detail/queries';
export { RelatedEvents } from './detail/RelatedEvents';
export { ReportEventButton } from './detail/ReportEventButton';
export { VenueCard } from './detail/VenueCard';
// import: bulk upload
export { FileCard } from './import/FileCard';
export { ImportFileError } from './import/ImportFileError';
export { ImportPreview } from './import/ImportPreview';
export { ImportSuccess } from './import/ImportSuccess';
export { TemplateCard } from './import/TemplateCard';
export { useBulkImport } from './import/useBulkImport';
// manage: dashboard and editor
export { DashboardEventList } from './manage/DashboardEventList';
export { DashboardEventSearch } from './manage/DashboardEventSearch';
export { DashboardEventsEmpty } from './manage/DashboardEventsEmpty';
export { DashboardTabs } from './manage/DashboardTabs';
export {
  CREATE_EVENT_PATH,
  DASHBOARD_EVENTS_PATH,
  dashboardTabForPath,
  editEventPath,
} from './manage/dashboardTabs';
export { EditorLoadError, EditorTrashed } from './manage/EditorLoadState';
export { EventForm } from './manage/form/EventForm';
export { EventAdminHeading } from './manage/EventAdminHeading';
export { EventOverview } from './manage/EventOverview';
// Also used by other dashboard forms (profiles, services): the unsaved-changes guard and its dialog.
export { LeavePageDialog } from './manage/LeavePageDialog';
export { useUnsavedChangesProtection } from './manage/useUnsavedChangesProtection';
export { EventStatusBadge } from './manage/EventStatusBadge';
export { PlanAllowance } from './manage/PlanAllowance';
export { useCreateEventOnBehalf, useDashboardEvents, useEventForEditing } from './manage/queries';
export { StatusActionDialog } from './manage/StatusActionDialog';
export { useStatusActionFlow } from './manage/useStatusActionFlow';
// search: the event browser (EventsMap loads Leaflet lazily itself)
export { EventResults } from './search/EventResults';
export { EventsMap } from './search/EventsMap';
export { EventMapPanel } from './search/map/EventMapPanel';
export { EventsToolbar } from './search/EventsToolbar';
export { FilterPanel } from './search/FilterPanel';
export { FiltersButton } from './search/FiltersButton';
export { MainTypeChips } from './search/MainTypeChips';
export { MobileMapLayout } from './search/MobileMapLayout';
export { SearchField } from './search/SearchField';
export { countActiveFilters, toSearchQuery } from './search/searchQuery';
export { useEventFilters } from './search/useEventFilters';
export { useLayoutPreference } from './search/useLayoutPreference';
export { useScrollRestoration } from './search/useScrollRestoration';
