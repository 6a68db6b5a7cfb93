import { useFormContext } from 'react-hook-form';
import { Switch } from '@web/components/ui/Switch';
import type { EventFormValues } from '../eventFormValues';

type SwitchFieldProps = {
  name: 'isOnline' | 'recurrence.enabled' | `tickets.${number}.isActive`;
  label: string;
  hint?: string;
};

/** A registered checkbox of the event form shown as a switch. */
export const SwitchField = ({ name, label, hint }: SwitchFieldProps) => {
  const { register } = useFormContext<EventFormValues>();
  return <Switch id={`event-${name.replaceAll('.', '-')}`} label={label} hint={hint} {...register(name)} />;
};
