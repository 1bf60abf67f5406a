import {
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
} from 'react';
import { isPanelNavigation } from '#/features/admin/admin-routes.ts';
import { navigate } from '#/features/admin/route.store.ts';

/** The id of the screen's heading: focus goes there when the screen changes. */
export const SCREEN_HEADING_ID = 'admin-screen-heading';

export function ScreenHeading({ children }: { children: ReactNode }) {
  return (
    <h2 id={SCREEN_HEADING_ID} tabIndex={-1} className="admin-screen-heading">
      {children}
    </h2>
  );
}

/**
 * A real link (it opens in a new tab, can be copied, works without the panel's script) that
 * moves within the panel without loading the page again on a plain click.
 */
export function AdminLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const link = event.currentTarget;
    if (event.defaultPrevented || !href) return;
    const target = {
      href: link.href,
      target: link.target,
      hasDownload: link.hasAttribute('download'),
    };
    if (isPanelNavigation(event, target, window.location.origin)) {
      event.preventDefault();
      navigate(href);
    }
  };
  return <a href={href} onClick={follow} {...rest} />;
}

/**
 * A wide table scrolls sideways inside its own box on a phone instead of widening the page;
 * the box is focusable so keyboard users can scroll it, and named by the table's caption.
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-scroll" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </section>
  );
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  /** Where focus goes on closing; by default back to what opened the dialog. */
  restoreFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/**
 * A modal `<dialog>`: the browser keeps focus inside it and makes the page behind inert;
 * Escape closes it. Focus starts on the element marked `data-autofocus` and returns to the
 * opener (or `restoreFocus`) when it closes.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  className,
  restoreFocus,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const latest = useRef({ onClose, restoreFocus });
  latest.current = { onClose, restoreFocus };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => {
      latest.current.onClose();
      const target = latest.current.restoreFocus?.() ?? opener.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);

  return (
    <dialog
      ref={ref}
      className={`admin-dialog ${className ?? ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {open ? children : null}
    </dialog>
  );
}
