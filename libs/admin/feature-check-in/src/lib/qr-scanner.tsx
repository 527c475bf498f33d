import { Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { IScannerControls } from '@zxing/browser';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeQrImage, qrReader } from './decode-qr-image';

export interface QrScannerProps {
  /** The text of a QR code found by the camera or in a chosen picture. */
  onCode: (text: string) => void;
  /** A message under the buttons (e.g. the last code was not a pass). */
  error?: string | null;
}

/** Ignore the camera seeing the same code again for this long (it reads it many times a second). */
const SAME_CODE_PAUSE_MS = 3000;

/**
 * Reads QR codes with @zxing/browser: continuously from the device camera, or once from a picture
 * the staff member chooses (when the camera is not allowed, and in the end-to-end test).
 */
export function QrScanner({ onCode, error }: QrScannerProps) {
  const { t } = useTranslation('admin');
  const videoRef = useRef<HTMLVideoElement>(null);
  const controlsRef = useRef<IScannerControls | null>(null);
  const lastRef = useRef<{ text: string; at: number } | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [cameraOn, setCameraOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileId = useId();

  const stopCamera = () => {
    controlsRef.current?.stop();
    controlsRef.current = null;
    setCameraOn(false);
  };
  useEffect(() => () => controlsRef.current?.stop(), []);

  const startCamera = async () => {
    setProblem(null);
    if (!videoRef.current) return;
    try {
      setCameraOn(true);
      controlsRef.current = await qrReader().decodeFromVideoDevice(undefined, videoRef.current, (result) => {
        if (!result) return;
        const text = result.getText();
        const now = Date.now();
        if (lastRef.current && lastRef.current.text === text && now - lastRef.current.at < SAME_CODE_PAUSE_MS) return;
        lastRef.current = { text, at: now };
        onCodeRef.current(text);
      });
    } catch {
      setCameraOn(false);
      setProblem(t('checkIn.scan.cameraFailed'));
    }
  };

  const scanPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const text = await decodeQrImage(file).catch(() => null);
    if (text === null) setProblem(t('checkIn.scan.noCode'));
    else onCodeRef.current(text);
  };

  const message = problem ?? error ?? null;
  return (
    <Stack gap="3">
      <Box
        borderRadius="md"
        overflow="hidden"
        bg="black"
        display={cameraOn ? 'block' : 'none'}
        maxW="sm"
        aspectRatio="1"
      >
        <video
          ref={videoRef}
          aria-label={t('checkIn.scan.cameraLabel')}
          muted
          playsInline
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      <HStack gap="3" wrap="wrap">
        {cameraOn ? (
          <Button onClick={stopCamera} variant="outline">
            {t('checkIn.scan.stopCamera')}
          </Button>
        ) : (
          <Button onClick={() => void startCamera()} colorPalette="ocean">
            {t('checkIn.scan.startCamera')}
          </Button>
        )}
        <Button asChild variant="outline" css={{ '&:focus-within': { outline: '2px solid', outlineOffset: '2px' } }}>
          <label htmlFor={fileId}>
            {t('checkIn.scan.fromPhoto')}
            <VisuallyHidden asChild>
              <input id={fileId} type="file" accept="image/*" onChange={(event) => void scanPhoto(event)} />
            </VisuallyHidden>
          </label>
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('checkIn.scan.fromPhotoHint')}
      </Text>
      {message && (
        <Text role="alert" color="fg.error">
          {message}
        </Text>
      )}
    </Stack>
  );
}
