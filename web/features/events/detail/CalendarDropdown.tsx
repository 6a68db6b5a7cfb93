import { CalendarPlus, Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/DropdownMenu';
import { calendarFileUrl } from './api';
import { type CalendarInput, googleCalendarUrl } from './calendarLinks';

export type CalendarMenuProps = { eventId: string; slug: string; calendar: CalendarInput };

/** The open-able menu behind CalendarMenu (own chunk with the Radix menu code). */
const CalendarDropdown = ({ eventId, slug, calendar }: CalendarMenuProps) => {
  const { t } = useTranslation('eventDetail');
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" data-testid="calendar-menu">
          <CalendarPlus aria-hidden />
          {t('calendar.label')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={calendarFileUrl(eventId)} download={`${slug}.ics`} data-testid="calendar-ics">
            <Download aria-hidden className="size-4" />
            {t('calendar.ics')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a
            href={googleCalendarUrl(calendar)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="calendar-google"
          >
            <ExternalLink aria-hidden className="size-4" />
            {t('calendar.google')}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};

export default CalendarDropdown;
