/**
 * What a visitor typed or chose before the page hydrated, handed to a controlled field's owner.
 *
 * React hydrates a controlled field without reading its DOM value: the owner's state still holds
 * the server's value, and the owner's next render writes that value back — on a slow phone the
 * e-mail typed while the scripts loaded vanished when the password was typed, and the signup was
 * refused (seen in CI, ADR 0095). Once mounted, a field the visitor changed (its value is not its
 * default, the value the server rendered) reports that value as a change. On a field mounted by
 * the client the default is the rendered value, so nothing is reported.
 */
import { type ChangeEvent, useEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changedByVisitor(node: Field): boolean {
  if (node instanceof HTMLSelectElement) {
    // With no option marked by the server the browser shows the first one: not a choice.
    const shown = Math.max(
      0,
      [...node.options].findIndex((o) => o.defaultSelected),
    );
    return node.selectedIndex !== shown;
  }
  return node.value !== node.defaultValue;
}

export function useEarlyInput<T extends Field>(
  controlled: boolean,
  onChange: ((event: ChangeEvent<T>) => void) | undefined,
) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later changes are React's own
  useEffect(() => {
    const node = ref.current;
    if (!controlled || !node || !changedByVisitor(node)) return;
    // Handlers read `currentTarget.value`; React's own event has nothing more they use.
    onChange?.({ target: node, currentTarget: node } as unknown as ChangeEvent<T>);
  }, []);
  return ref;
}
