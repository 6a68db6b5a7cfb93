import { ScreenFramePage } from '../ScreenFramePage';

/** Being built in issue 4; until then the screen's frame. */
export const EventPage = () => <ScreenFramePage />;
