/** The admin module's front door for other modules: the /api/admin rule others reuse (the event import). */
export { adminPolicy } from './policy';
