import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from './ui-provider';
import { SignaturePad } from './signature-pad';

// jsdom has no 2D canvas: record what the pad draws and hand back a PNG Blob.
function fakeCanvas() {
  const ctx = {
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    fillText: vi.fn(),
    strokeStyle: '',
    lineWidth: 0,
    lineCap: '',
    lineJoin: '',
    fillStyle: '',
    textBaseline: '',
    font: '',
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => ctx) as never);
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type?: string) {
    callback(new Blob(['png-bytes'], { type: type ?? 'image/png' }));
  };
  return ctx;
}

const labels = { clear: 'Clear', typed: 'Type your full name to sign', hint: 'Draw with a mouse, pen or finger.' };

function setup(props: Partial<Parameters<typeof SignaturePad>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <UiProvider>
      <SignaturePad label="Signature" labels={labels} onChange={onChange} {...props} />
    </UiProvider>,
  );
  return onChange;
}

describe('SignaturePad', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns a drawn stroke into a PNG and clears it', async () => {
    const ctx = fakeCanvas();
    const onChange = setup();
    const pad = screen.getByRole('img', { name: 'Signature' });
    expect(screen.getByRole('group', { name: 'Signature' })).toContainElement(pad);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const png = onChange.mock.calls[0][0] as Blob;
    expect(png).toBeInstanceOf(Blob);
    expect(png.type).toBe('image/png');
    expect(ctx.stroke).toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(ctx.clearRect).toHaveBeenCalled();
  });

  it('signs from the keyboard: the typed name is drawn and exported', async () => {
    const ctx = fakeCanvas();
    const onChange = setup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Type your full name to sign'), 'Mere Ngata');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.any(Blob)));
    expect(ctx.fillText).toHaveBeenLastCalledWith(
      'Mere Ngata',
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    );
    await user.clear(screen.getByLabelText('Type your full name to sign'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('does not draw when disabled, and announces an error', () => {
    fakeCanvas();
    const onChange = setup({ disabled: true, invalid: true, errorText: 'This field is required' });
    const pad = screen.getByRole('img', { name: 'Signature' });
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
    fireEvent.pointerUp(pad);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    expect(screen.getByLabelText('Type your full name to sign')).toBeDisabled();
  });
});
