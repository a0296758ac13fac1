import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { UiProvider } from '../ui-provider';

/** Renders inside UiProvider and a memory router at `path`. */
export function renderWithUi(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <UiProvider>{children}</UiProvider>
    </MemoryRouter>
  );
  return render(ui, { wrapper });
}
