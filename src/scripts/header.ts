import { $signIn, loadSignIn, logout } from '#/features/account/sign-in.store.ts';
import { $cartCount } from '#/features/shop/cart.store.ts';
import { searchHref } from '#/lib/navigation.ts';

/** The header's behaviour: scrolled style, dropdowns, search, cart count, mobile drawer. */

const SCROLLED_AFTER_PX = 70;
const HOVER_GRACE_MS = 200;

function initScroll(header: HTMLElement, backToTop: HTMLButtonElement | null): void {
  let queued = false;
  const update = () => {
    queued = false;
    const scrolled = window.scrollY > SCROLLED_AFTER_PX;
    header.classList.toggle('is-scrolled', scrolled);
    if (backToTop) backToTop.hidden = !scrolled;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
  backToTop?.addEventListener('click', () => {
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>('.site-header .logo')?.focus({ preventScroll: true });
  });
}

/** Disclosure menus: open on hover (with a fine pointer), click, Enter or Space; Escape closes. */
function initDropdowns(root: HTMLElement): void {
  const menus = [...root.querySelectorAll<HTMLElement>('[data-menu]')];
  const setOpen = (menu: HTMLElement, open: boolean) => {
    menu.classList.toggle('is-open', open);
    menu.querySelector('button')?.setAttribute('aria-expanded', String(open));
  };
  const hover = window.matchMedia('(hover: hover) and (pointer: fine)');
  for (const menu of menus) {
    const button = menu.querySelector('button')!;
    // A pointer that slips off the menu for a moment does not close it (WCAG 1.4.13, hoverable).
    let closing: ReturnType<typeof setTimeout> | undefined;
    // The pointer that opened a menu by hovering then clicks its button to open it: keep it open
    // rather than toggle it shut, so the click does what its button offers.
    let hoverOpened = false;
    button.addEventListener('click', () => {
      const open = hoverOpened || !menu.classList.contains('is-open');
      hoverOpened = false;
      for (const other of menus) setOpen(other, false);
      setOpen(menu, open);
    });
    menu.addEventListener('mouseenter', () => {
      clearTimeout(closing);
      if (!hover.matches || menu.classList.contains('is-open')) return;
      for (const other of menus) if (other !== menu) setOpen(other, false);
      hoverOpened = true;
      setOpen(menu, true);
    });
    menu.addEventListener('mouseleave', () => {
      hoverOpened = false;
      if (hover.matches) closing = setTimeout(() => setOpen(menu, false), HOVER_GRACE_MS);
    });
    menu.addEventListener('focusout', (event) => {
      if (!menu.contains(event.relatedTarget as Node | null)) setOpen(menu, false);
    });
    menu.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && menu.classList.contains('is-open')) {
        setOpen(menu, false);
        button.focus();
      }
    });
  }
}

/** The search icon opens the box; with text it searches; empty, it opens or closes. */
function initSearch(form: HTMLFormElement): void {
  const toggle = form.querySelector<HTMLButtonElement>('[data-search-toggle]')!;
  const box = form.querySelector<HTMLElement>('.search-box')!;
  const input = form.querySelector<HTMLInputElement>('input')!;
  const close = form.querySelector<HTMLButtonElement>('[data-search-close]')!;
  const setOpen = (open: boolean) => {
    box.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) input.focus();
  };
  const go = () => {
    // The page's own language's search page: the form's action (/search, /hi/search, /mr/search).
    const href = searchHref(input.value, form.getAttribute('action') ?? undefined);
    if (href) window.location.assign(href);
    return Boolean(href);
  };
  toggle.addEventListener('click', () => {
    if (box.hidden) setOpen(true);
    else if (!go()) setOpen(false);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    go();
  });
  close.addEventListener('click', () => {
    setOpen(false);
    toggle.focus();
  });
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !box.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
}

function initCartCount(link: HTMLAnchorElement): void {
  const badge = link.querySelector<HTMLElement>('[data-cart-count]')!;
  $cartCount.subscribe((count) => {
    badge.textContent = String(count);
    badge.hidden = count === 0;
    link.setAttribute('aria-label', count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`);
  });
}

/** The slide-in menu is a modal dialog: focus stays inside and Escape closes it. */
function initDrawer(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-drawer]');
  const opener = document.querySelector<HTMLButtonElement>('[data-drawer-open]');
  if (!dialog || !opener) return;
  const root = dialog.querySelector<HTMLElement>('[data-panel="root"]')!;
  const panels = [...dialog.querySelectorAll<HTMLElement>('.panel:not([data-panel="root"])')];
  const showRoot = (focusFrom?: HTMLElement) => {
    for (const panel of panels) panel.hidden = true;
    root.hidden = false;
    for (const b of root.querySelectorAll('[data-panel-open]'))
      b.setAttribute('aria-expanded', 'false');
    focusFrom?.focus();
  };
  opener.addEventListener('click', () => {
    dialog.showModal();
    opener.setAttribute('aria-expanded', 'true');
  });
  dialog.querySelector('[data-drawer-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    opener.setAttribute('aria-expanded', 'false');
    showRoot();
    opener.focus();
  });
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-panel-open]')) {
    const panel = dialog.querySelector<HTMLElement>(`#${button.getAttribute('aria-controls')}`)!;
    button.addEventListener('click', () => {
      root.hidden = true;
      panel.hidden = false;
      button.setAttribute('aria-expanded', 'true');
      panel.querySelector<HTMLElement>('[data-panel-back]')?.focus();
    });
    panel.querySelector('[data-panel-back]')?.addEventListener('click', () => showRoot(button));
  }
}

/**
 * Logged out: the Login link. Logged in: the user icon (the drawer's My Account on phones)
 * toggling the user card with name, email, View Cart, Purchased Items and LogOut.
 */
function initUserMenu(header: HTMLElement): void {
  const login = header.querySelector<HTMLElement>('[data-login-link]');
  const toggle = header.querySelector<HTMLButtonElement>('[data-user-toggle]');
  const card = header.querySelector<HTMLElement>('[data-user-card]');
  if (!login || !toggle || !card) return;
  const name = card.querySelector<HTMLElement>('[data-user-name]')!;
  const email = card.querySelector<HTMLElement>('[data-user-email]')!;
  const drawer = document.querySelector<HTMLDialogElement>('[data-drawer]');
  const drawerLogin = document.querySelector<HTMLElement>('[data-drawer-login]');
  const drawerAccount = document.querySelector<HTMLElement>('[data-drawer-account]');
  const account = drawerAccount?.querySelector<HTMLButtonElement>('[data-account-toggle]');
  let returnTo: HTMLElement = toggle;

  const setOpen = (open: boolean, focus = false) => {
    card.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    account?.setAttribute('aria-expanded', String(open));
    if (open && focus) card.querySelector<HTMLElement>('a')?.focus();
  };
  toggle.addEventListener('click', () => {
    returnTo = toggle;
    setOpen(card.hidden !== false);
  });
  account?.addEventListener('click', () => {
    // The card lives outside the modal drawer: close the drawer, then show the card.
    returnTo = document.querySelector<HTMLElement>('[data-drawer-open]') ?? toggle;
    drawer?.addEventListener('close', () => setOpen(true, true), { once: true });
    drawer?.close();
  });
  card.querySelector('[data-logout]')?.addEventListener('click', () => {
    setOpen(false);
    void logout();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !card.hidden) {
      setOpen(false);
      returnTo.focus();
    }
  });
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (
      !card.hidden &&
      !card.contains(target) &&
      !toggle.contains(target) &&
      !account?.contains(target)
    )
      setOpen(false);
  });

  $signIn.subscribe((state) => {
    const signedIn = state.status === 'in';
    login.hidden = signedIn;
    toggle.hidden = !signedIn;
    if (drawerLogin) drawerLogin.hidden = signedIn;
    if (drawerAccount) drawerAccount.hidden = !signedIn;
    if (state.status === 'in') {
      name.textContent = state.user.name;
      name.hidden = !state.user.name;
      email.textContent = state.user.email;
    } else {
      setOpen(false);
    }
  });
  void loadSignIn();
}

/** Where the language switch keeps the visitor's choice (en, hi or mr). */
const LANGUAGE_KEY = 'psycortex-language';

/**
 * The language switch remembers the choice, and a visitor who chose Hindi or Marathi and comes
 * back to the English home page is taken to their own.
 */
function initLanguage(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLElement>('[data-language]');
    try {
      if (link?.dataset.language) localStorage.setItem(LANGUAGE_KEY, link.dataset.language);
    } catch {}
  });
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(LANGUAGE_KEY);
  } catch {}
  if (location.pathname === '/' && (chosen === 'hi' || chosen === 'mr')) {
    location.replace(`/${chosen}`);
  }
}

export function initHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-header]');
  if (!header) return;
  initLanguage();
  initScroll(header, document.querySelector('[data-back-to-top]'));
  initDropdowns(header);
  const search = header.querySelector<HTMLFormElement>('[data-search]');
  if (search) initSearch(search);
  const cart = header.querySelector<HTMLAnchorElement>('[data-cart-link]');
  if (cart) initCartCount(cart);
  initDrawer();
  initUserMenu(header);
}
