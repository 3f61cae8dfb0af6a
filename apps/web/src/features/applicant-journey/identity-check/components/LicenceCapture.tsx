import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Callout, Intent } from '@blueprintjs/core';
import type { DocumentSide } from '@lease-portal/domain';

/** The photo types the identity-scan service reads (decision 1630); a camera's capture is JPEG. */
const SCAN_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** Whether the device has a camera the page may ask for (journey §2: a camera, mobile preferred). */
export async function hasCamera(): Promise<boolean> {
  if (!navigator.mediaDevices?.getUserMedia || !navigator.mediaDevices.enumerateDevices) return false;
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

const SIDE_NAMES: Record<DocumentSide, string> = { Front: 'front', Back: 'back' };

/**
 * One side of the licence: a photo taken with the device's camera (the rear one where there is a
 * choice) when it has one, or a photo chosen from the device. Hands the image over as it is.
 */
export function LicenceCapture({
  side,
  camera,
  disabled,
  onCaptured,
}: {
  side: DocumentSide;
  camera: boolean;
  disabled: boolean;
  onCaptured: (image: Blob) => void;
}) {
  const inputId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream>();
  const [cameraRefused, setCameraRefused] = useState(false);
  const name = SIDE_NAMES[side];

  // The camera is released when the side is done or the dialog closes.
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);
  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);

  const openCamera = async () => {
    try {
      setStream(
        await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
          audio: false,
        }),
      );
    } catch {
      setCameraRefused(true);
    }
  };

  const takePhoto = () => {
    const frame = video.current;
    if (!frame || !frame.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    canvas.getContext('2d')?.drawImage(frame, 0, 0);
    canvas.toBlob((blob) => blob && onCaptured(blob), 'image/jpeg', 0.92);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) onCaptured(file);
  };

  return (
    <div className="lp-licence-capture">
      <p className="lp-licence-capture__hint">
        Place the {name} of your licence flat on a plain, contrasting surface, with the whole card in view and
        a margin all round.
      </p>
      {camera && !cameraRefused && (
        <>
          {stream ? (
            <>
              <video
                ref={video}
                className="lp-licence-capture__video"
                autoPlay
                playsInline
                muted
                aria-label={`Camera view of the ${name} of your licence`}
              />
              <Button
                intent={Intent.PRIMARY}
                icon="camera"
                text={`Take photo of the ${name}`}
                disabled={disabled}
                onClick={takePhoto}
              />
            </>
          ) : (
            <Button
              intent={Intent.PRIMARY}
              icon="camera"
              text={`Use the camera for the ${name}`}
              disabled={disabled}
              onClick={() => void openCamera()}
            />
          )}
        </>
      )}
      {cameraRefused && (
        <Callout intent={Intent.WARNING} compact>
          The camera could not be opened. Choose a photo of your licence instead.
        </Callout>
      )}
      <input
        id={inputId}
        className="lp-licence-capture__input"
        type="file"
        accept={SCAN_IMAGE_TYPES}
        disabled={disabled}
        onChange={choose}
      />
      <label
        htmlFor={inputId}
        className={`bp6-button lp-licence-capture__choose${disabled ? ' bp6-disabled' : ''}`}
      >
        Choose a photo of the {name}
      </label>
    </div>
  );
}
