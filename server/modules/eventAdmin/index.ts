/** The event-management module's front door for other parts of the server (jobs). */
export { removeUnusedEventImages, UNUSED_EVENT_IMAGE_GRACE_MS } from './images';
