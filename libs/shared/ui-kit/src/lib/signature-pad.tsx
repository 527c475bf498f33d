import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

export interface SignaturePadLabels {
  /** The Clear button. */
  clear: string;
  /** The keyboard alternative: a text field whose content is drawn as the signature. */
  typed: string;
  /** Under the drawing area, e.g. "Draw your signature with a mouse, pen or finger." */
  hint?: string;
}

export interface SignaturePadProps {
  /** The accessible name of the whole control, shown above it, e.g. "Signature". */
  label: string;
  labels: SignaturePadLabels;
  /** A PNG of the signature after each stroke or typed change; null once cleared. */
  onChange: (png: Blob | null) => void;
  invalid?: boolean;
  errorText?: string;
  disabled?: boolean;
  /** CSS pixels; the canvas fills the width of its container. */
  height?: number;
}

const TYPED_DELAY_MS = 400;
const INK = '#1a202c';

function exportPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    if (typeof canvas.toBlob !== 'function') return resolve(null);
    canvas.toBlob((blob) => resolve(blob), 'image/png');
  });
}

/**
 * A signature drawn with pointer events (mouse, pen, touch) on a canvas, or typed: the typed
 * full name is drawn in a script face, so keyboard users can sign too. Either way the parent
 * receives a PNG Blob.
 */
export function SignaturePad({
  label,
  labels,
  onChange,
  invalid = false,
  errorText,
  disabled = false,
  height = 160,
}: SignaturePadProps) {
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [typed, setTyped] = useState('');
  const [hasInk, setHasInk] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const context = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d') ?? null;
    return canvas && ctx ? { canvas, ctx } : null;
  }, []);

  // Match the bitmap to the displayed size so strokes are sharp on high-density screens.
  useEffect(() => {
    const found = context();
    if (!found) return;
    const { canvas, ctx } = found;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth || 480;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform?.(ratio, 0, 0, ratio, 0, 0);
  }, [context, height]);

  const wipe = useCallback(() => {
    const found = context();
    if (found) found.ctx.clearRect(0, 0, found.canvas.width, found.canvas.height);
  }, [context]);

  const emit = useCallback(async () => {
    const canvas = canvasRef.current;
    if (canvas) onChangeRef.current(await exportPng(canvas));
  }, []);

  const point = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    const found = context();
    if (!found) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (typed) {
      // Drawing replaces a typed signature.
      setTyped('');
      wipe();
    }
    drawing.current = true;
    const { x, y } = point(event);
    found.ctx.strokeStyle = INK;
    found.ctx.lineWidth = 2.5;
    found.ctx.lineCap = 'round';
    found.ctx.lineJoin = 'round';
    found.ctx.beginPath();
    found.ctx.moveTo(x, y);
    found.ctx.lineTo(x + 0.01, y + 0.01);
    found.ctx.stroke();
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const found = context();
    if (!found) return;
    const { x, y } = point(event);
    found.ctx.lineTo(x, y);
    found.ctx.stroke();
  };

  const endStroke = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setHasInk(true);
    void emit();
  };

  // The typed name is drawn once the user pauses typing.
  useEffect(() => {
    if (typed.trim() === '') return;
    const timer = setTimeout(() => {
      const found = context();
      if (!found) return;
      const { canvas, ctx } = found;
      wipe();
      const width = canvas.clientWidth || canvas.width;
      ctx.fillStyle = INK;
      ctx.textBaseline = 'middle';
      ctx.font = `italic 36px "Brush Script MT", "Segoe Script", cursive`;
      ctx.fillText(typed.trim(), 16, height / 2, Math.max(width - 32, 50));
      setHasInk(true);
      void emit();
    }, TYPED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, context, wipe, emit, height]);

  const onTyped = (value: string) => {
    setTyped(value);
    if (value.trim() === '' && typed.trim() !== '') {
      wipe();
      setHasInk(false);
      onChangeRef.current(null);
    }
  };

  const clear = () => {
    setTyped('');
    wipe();
    setHasInk(false);
    onChangeRef.current(null);
  };

  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Stack gap="2" role="group" aria-labelledby={labelId} aria-describedby={invalid && errorText ? errorId : undefined}>
      <Text id={labelId} fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={invalid ? 'border.error' : 'border'}
        borderRadius="md"
        bg="bg"
        opacity={disabled ? 0.6 : 1}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          aria-describedby={labels.hint ? hintId : undefined}
          data-has-ink={hasInk}
          style={{
            display: 'block',
            width: '100%',
            height,
            touchAction: 'none',
            cursor: disabled ? 'not-allowed' : 'crosshair',
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endStroke}
          onPointerLeave={endStroke}
          onPointerCancel={endStroke}
        />
      </Box>
      {labels.hint && (
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {labels.hint}
        </Text>
      )}
      <HStack align="flex-end" gap="3">
        <Field.Root flex="1" disabled={disabled}>
          <Field.Label>{labels.typed}</Field.Label>
          <Input value={typed} autoComplete="name" onChange={(e) => onTyped(e.currentTarget.value)} />
        </Field.Root>
        <Button variant="outline" onClick={clear} disabled={disabled || (!hasInk && typed === '')}>
          {labels.clear}
        </Button>
      </HStack>
      {invalid && errorText && (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
          {errorText}
        </Text>
      )}
    </Stack>
  );
}
