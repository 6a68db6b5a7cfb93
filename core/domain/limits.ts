/** Business limits of spec §6 and §9, shared by server and web. */
export const LIMITS = {
  standardOrganizationEventsPerMonth: 10,
  professionalServices: 5,
  venueGalleryPhotos: 20,
  priceRangeMax: 500,
  defaultRadiusKm: 25,
  radiusOptionsKm: [10, 15, 25, 50, 75, 100, 200, 300, 500] as const,
  defaultGridColumns: 3,
  eventsPageSizeDefault: 24,
  eventsPageSizeMax: 100,
  forumPageSize: 20,
  helpReadTimeDefault: 5,
  newMemberMonths: 6,
  contactMessageMaxLength: 5000,
} as const;

/** Toast durations of spec §9 (ms). */
export const TOAST_DURATION = { success: 3000, error: 5000, info: 3000 } as const;

/** How many event ids one "which of these did I save?" request may carry. */
export const FAVORITE_IDS_MAX = 100;

/** Spec §9: a tab list with more items than this becomes a searchable dropdown (web/components/ui/TabsOrDropdown). */
export const TAB_DROPDOWN_THRESHOLD = 10;
