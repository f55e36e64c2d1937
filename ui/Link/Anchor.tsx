import { createContext, use, useMemo, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { RouterProvider } from 'react-aria-components';

interface LinkRouter {
  navigate: ((href: string) => void) | null;
  useHref: (href: string) => string;
}

/** Without a router (a story, a test) the browser follows links itself. */
const LinkRouterContext = createContext<LinkRouter>({ navigate: null, useHref: (href) => href });

/**
 * The app's router for every link of the kit: the native links read it here, react-aria's own (menu items)
 * through its RouterProvider. One place to say how a link navigates.
 */
export function LinkRouterProvider({ navigate, useHref, children }: { navigate: (href: string) => void; useHref: (href: string) => string; children: ReactNode }) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return (
    <LinkRouterContext value={router}>
      <RouterProvider navigate={navigate} useHref={useHref}>
        {children}
      </RouterProvider>
    </LinkRouterContext>
  );
}

export interface AnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  /** Runs on activation (click or Enter), before the router navigates. */
  onPress?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A plain click the router should take: same window, same origin, no modifier keys, no download. */
function routerTakes(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  return new URL(link.href, window.location.href).origin === window.location.origin;
}

/**
 * A native `<a>` that navigates through the app's router: it works before the page's scripts run, and
 * a middle click, Ctrl+click or "open in new tab" behave as on any link. Unstyled; the kit's links style it.
 */
export function Anchor({ href, onPress, onClick, children, ...props }: AnchorProps) {
  const router = use(LinkRouterContext);
  const shown = router.useHref(href);
  return (
    <a
      {...props}
      href={shown}
      onClick={(event) => {
        onClick?.(event);
        onPress?.(event);
        if (!router.navigate || !routerTakes(event)) return;
        event.preventDefault();
        router.navigate(href);
      }}
    >
      {children}
    </a>
  );
}
