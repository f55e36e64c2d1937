import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../tests/support/renderWithIntl';
import { NotFoundBoundary } from './RouteErrorBoundary';

/** A supplier route with its own boundary, and below it a feature's gate (spec 5 modules) over one page. */
function open(failure: () => never) {
  const router = createMemoryRouter(
    [
      {
        path: '/:fornecedor',
        HydrateFallback: () => null,
        errorElement: <p>Erro da loja</p>,
        children: [{ errorElement: <NotFoundBoundary />, children: [{ path: 'conversas', loader: failure, Component: () => <h1>Conversas</h1> }] }],
      },
    ],
    { initialEntries: ['/demo/conversas'] },
  );
  return renderWithIntl(<RouterProvider router={router} />);
}

describe('the boundary of a feature gate (spec 5 modules)', () => {
  it('shows the not-found page for a page the supplier does not have', async () => {
    open(() => {
      throw new Response(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.queryByText('Erro da loja')).not.toBeInTheDocument();
  });

  it("leaves any other failure of the feature's pages to the supplier's boundary, as before the gate", async () => {
    // React reports the error the gate's boundary passes on; the page shows the supplier's.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    expect(await screen.findByText('Erro da loja')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Página não encontrada' })).not.toBeInTheDocument();
    quiet.mockRestore();
  });
});
