import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Anchor, LinkRouterProvider } from './Anchor';

function renderLink(props: { href: string; target?: string }) {
  const navigate = vi.fn();
  const onPress = vi.fn();
  render(
    <LinkRouterProvider navigate={navigate} useHref={(href) => (href.startsWith("/") ? `/loja${href}` : href)}>
      <Anchor {...props} onPress={onPress}>
        Produtos
      </Anchor>
    </LinkRouterProvider>,
  );
  return { navigate, onPress, link: screen.getByRole('link', { name: 'Produtos' }) };
}

/** Whether the last click reached the window uncancelled, i.e. the browser would follow it; then stopped here. */
let leftToBrowser: boolean | undefined;
const stopNavigation = (event: MouseEvent) => {
  leftToBrowser = !event.defaultPrevented;
  event.preventDefault();
};

describe('Anchor', () => {
  beforeEach(() => {
    leftToBrowser = undefined;
    window.addEventListener('click', stopNavigation);
  });
  afterEach(() => window.removeEventListener('click', stopNavigation));

  it('shows the router’s href and hands a plain click to the router', () => {
    const { navigate, onPress, link } = renderLink({ href: '/produtos' });
    expect(link).toHaveAttribute('href', '/loja/produtos');
    fireEvent.click(link);
    expect(leftToBrowser).toBe(false);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/produtos');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab, new window)', (_, init) => {
    const { navigate, link } = renderLink({ href: '/produtos' });
    fireEvent.click(link, init);
    expect(leftToBrowser).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['another window', { href: '/produtos', target: '_blank' }],
    ['another origin', { href: 'https://outra.example/pagina' }],
  ])('leaves a link to %s to the browser', (_, props) => {
    const { navigate, link } = renderLink(props);
    fireEvent.click(link);
    expect(leftToBrowser).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is a plain link without a router (a story, a test)', () => {
    render(<Anchor href="/produtos">Produtos</Anchor>);
    const link = screen.getByRole('link', { name: 'Produtos' });
    expect(link).toHaveAttribute('href', '/produtos');
    fireEvent.click(link);
    expect(leftToBrowser).toBe(true);
  });
});
