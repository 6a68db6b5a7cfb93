import { CalendarPlus } from 'lucide-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';
import { LazyBoundary } from '@web/lib/LazyBoundary';
import type { CalendarMenuProps } from './CalendarDropdown';

const loadDropdown = () => import('./CalendarDropdown');
const CalendarDropdown = lazy(loadDropdown);

/**
 * "Zet in agenda": the .ics file (Apple, Outlook, any calendar) or Google Calendar. The menu (Radix
 * DropdownMenu, ≈ 28 KB gzip with its positioning and focus code) is fetched when the visitor shows intent
 * (hover, focus) and opens on the first click; until then a button that looks the same stands in.
 */
export const CalendarMenu = (props: CalendarMenuProps) => {
  const { t } = useTranslation('eventDetail');
  const [opened, setOpened] = useState(false);
  const trigger = (
    <Button
      variant="secondary"
      data-testid="calendar-menu"
      aria-haspopup="menu"
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setOpened(true)}
    >
      <CalendarPlus aria-hidden />
      {t('calendar.label')}
    </Button>
  );
  if (!opened) return trigger;
  return (
    <LazyBoundary fallback={trigger}>
      <CalendarDropdown {...props} />
    </LazyBoundary>
  );
};
