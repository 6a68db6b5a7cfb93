import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/Button';

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]> };
type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorConstructor | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: BarcodeDetectorConstructor }).BarcodeDetector
    : null;

/** Browsers with the BarcodeDetector API (Chrome on Android, Safari 17+) can scan; others type the code. */
export const canScanWithCamera = (): boolean =>
  detectorClass() !== null && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** The same code seen again within this window is one scan, not two. */
const REPEAT_MS = 3000;
const SCAN_EVERY_MS = 300;

type CameraScannerProps = { onCode: (code: string) => void };

/**
 * 'Scan met camera': the back camera with the browser's own barcode detector (no library). Only rendered
 * where the API exists; a refused camera gets a Dutch line and the typed code keeps working.
 */
export const CameraScanner = ({ onCode }: CameraScannerProps) => {
  const { t } = useTranslation('tickets');
  const [active, setActive] = useState(false);
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const Detector = detectorClass();
    if (!active || !Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let stopped = false;
    let last = { code: '', at: 0 };
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = media;
        await video.play();
        timer = setInterval(() => {
          void detector
            .detect(video)
            .then((codes) => {
              const code = codes[0]?.rawValue;
              if (!code) return;
              const now = Date.now();
              if (code === last.code && now - last.at < REPEAT_MS) return;
              last = { code, at: now };
              onCodeRef.current(code);
            })
            .catch(() => undefined);
        }, SCAN_EVERY_MS);
      })
      .catch(() => {
        setFailed(true);
        setActive(false);
      });
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [active]);

  return (
    <div className="space-y-3">
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          setFailed(false);
          setActive((on) => !on);
        }}
        aria-pressed={active}
        data-testid="camera-scan"
      >
        {active ? <CameraOff aria-hidden /> : <Camera aria-hidden />}
        {active ? t('checkIn.stopCamera') : t('checkIn.camera')}
      </Button>
      {failed ? <p className="text-sm text-clay-700">{t('checkIn.cameraFailed')}</p> : null}
      {active ? (
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('checkIn.cameraView')}
          className="aspect-square w-full max-w-xs rounded-2xl bg-ink object-cover"
        />
      ) : null}
    </div>
  );
};
