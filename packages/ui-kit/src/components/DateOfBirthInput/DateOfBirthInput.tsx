/**
 * The date-of-birth field: a native date input (the phone's own date picker, a labelled
 * keyboard-usable field on desktop) limited to ages from `minAge` to the domain's maximum, so
 * the picker never offers a date the rules would refuse.
 */
import { AGE_LIMITS, birthDateBoundsForAge } from '@dating/domain';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { dateField } from './DateOfBirthInput.css.ts';

export interface DateOfBirthInputProps extends Omit<TextFieldProps, 'type' | 'min' | 'max'> {
  minAge: number;
  /** Today, for the bounds (injectable for tests and stories). */
  today?: Date;
}

export function DateOfBirthInput({ minAge, today = new Date(), ...field }: DateOfBirthInputProps) {
  const latest = birthDateBoundsForAge(minAge, today).latest;
  const earliest = birthDateBoundsForAge(AGE_LIMITS.max + 1, today).earliest;
  return (
    <TextField {...field} className={dateField} type="date" min={earliest} max={latest} autoComplete="bday" />
  );
}
