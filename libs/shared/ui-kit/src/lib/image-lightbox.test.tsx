import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageLightbox } from './image-lightbox';
import { UiProvider } from './ui-provider';

describe('ImageLightbox', () => {
  it('shows the image large with a Download link, and Escape closes it', async () => {
    const onClose = vi.fn();
    render(
      <UiProvider>
        <ImageLightbox
          open
          onClose={onClose}
          src="https://files.example/a.png"
          alt="Your profile picture"
          fileName="avatar.png"
        />
      </UiProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your profile picture' });
    expect(dialog).toContainElement(screen.getByRole('img', { name: 'Your profile picture' }));
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', 'https://files.example/a.png');
    expect(download).toHaveAttribute('download', 'avatar.png');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('renders nothing while closed', () => {
    render(
      <UiProvider>
        <ImageLightbox open={false} onClose={() => undefined} src="x.png" alt="Picture" />
      </UiProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
