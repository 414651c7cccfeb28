import { type KeyboardEvent, type RefObject, useEffect } from 'react';

/**
 * The open modal layers (dialogs, the full-screen gate), innermost last. While one is open the
 * page behind it (#root) and every layer under the top one are inert: no clicks, no focus,
 * hidden from assistive technology; the page does not scroll behind it.
 */
const stack: HTMLElement[] = [];
let bodyOverflow = '';

function sync() {
  const page = document.getElementById('root');
  if (page) page.inert = stack.length > 0;
  stack.forEach((layer, index) => {
    layer.inert = index !== stack.length - 1;
  });
}

function push(layer: HTMLElement) {
  if (stack.length === 0) {
    bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  stack.push(layer);
  sync();
}

function pop(layer: HTMLElement) {
  const index = stack.indexOf(layer);
  if (index >= 0) stack.splice(index, 1);
  if (stack.length === 0) document.body.style.overflow = bodyOverflow;
  sync();
}

/**
 * Makes `layer` (rendered into document.body) modal while mounted: focus moves to `focus`, and
 * back to where it was when the layer goes.
 */
export function useModalLayer(layer: RefObject<HTMLElement | null>, focus: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = layer.current!;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    push(element);
    focus.current?.focus();
    return () => {
      pop(element);
      if (previous?.isConnected) previous.focus();
    };
  }, [layer, focus]);
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside `container`. */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement) {
  if (event.key !== 'Tab') return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const at = document.activeElement;
  if (event.shiftKey && (at === first || at === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && at === last) {
    event.preventDefault();
    first.focus();
  }
}
