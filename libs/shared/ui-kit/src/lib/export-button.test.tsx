import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ExportButton } from './export-button';
import { toaster } from './toaster-store';
import { UiProvider } from './ui-provider';

const renderWithProviders = (ui: ReactElement) => render(ui, { wrapper: UiProvider });

describe('ExportButton', () => {
  it('offers the export and calls back on click', async () => {
    const onExport = vi.fn();
    renderWithProviders(<ExportButton phase="idle" rows={0} total={null} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledOnce();
  });

  it.each([
    ['requesting', 0, null, 'Requesting…'],
    ['exporting', 0, null, 'Exporting…'],
    ['exporting', 250, 1000, 'Exporting… 25%'],
    ['downloading', 1000, 1000, 'Downloading…'],
  ] as const)('says %s (%i of %s rows) and is busy', (phase, rows, total, text) => {
    renderWithProviders(<ExportButton phase={phase} rows={rows} total={total} onExport={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  });

  it('shows the progress bar with the share of rows written', () => {
    renderWithProviders(<ExportButton phase="exporting" rows={40} total={200} onExport={() => undefined} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  });

  it('toasts "Export File Failed!" once when the export fails', async () => {
    const create = vi.spyOn(toaster, 'create');
    const { rerender } = renderWithProviders(
      <ExportButton phase="exporting" rows={0} total={null} onExport={() => undefined} />,
    );
    rerender(<ExportButton phase="failed" rows={0} total={null} onExport={() => undefined} />);
    rerender(<ExportButton phase="failed" rows={0} total={null} onExport={() => undefined} />);
    // The toaster loads with its first toast: RTL's waitFor lets that load settle inside act.
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(await screen.findByText('Export File Failed!')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Export File Failed!' }));
    create.mockRestore();
  });
});
