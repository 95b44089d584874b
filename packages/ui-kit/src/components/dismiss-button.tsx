/** The round close button of Alert, Toast and Banner (a button, or a form's submit button). */
import { Icon } from './Icon/Icon.tsx';
import { dismissButton } from './dismiss-button.css.ts';

export function DismissButton({
  label,
  onClick,
  form,
}: {
  label?: string;
  onClick?: () => void;
  form?: string;
}) {
  return (
    <button
      type={form ? 'submit' : 'button'}
      form={form}
      className={dismissButton}
      onClick={onClick}
      aria-label={label}
    >
      <Icon name="close" />
    </button>
  );
}
