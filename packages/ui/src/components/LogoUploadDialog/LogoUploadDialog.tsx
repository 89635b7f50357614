import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
} from 'react';
import { shellErrorMessages } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { FileDropZone } from '../FileDropZone/FileDropZone';
import { Text } from '../Text/Text';
import { initialCrop, moveCrop, type CropRect } from './cropRect';
import * as css from './LogoUploadDialog.css';

export interface LogoUploadDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the chosen image and its 302:140 crop in image pixels; the app crops and uploads. */
  onFinish: (image: { url: string; file?: File }, crop: CropRect) => void;
  /** Show the spec's upload failure message. */
  hasError?: boolean;
  /** Start at the crop step with this image (e.g. the current logo). */
  imageUrl?: string;
  title?: string;
  /** The dialog element (rendered only while open). */
  ref?: Ref<HTMLElement>;
}

const STEP_PX = 10;

/** Logo upload: upload (JPEG/PNG up to 2 MB), crop at 302:140 (dragged, or moved by arrow keys), finish. */
export function LogoUploadDialog({
  isOpen,
  onOpenChange,
  onFinish,
  hasError,
  imageUrl,
  title = 'Update logo',
  ref,
}: LogoUploadDialogProps) {
  const [image, setImage] = useState<{ url: string; file?: File } | null>(
    imageUrl ? { url: imageUrl } : null,
  );
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [crop, setCrop] = useState<CropRect | null>(null);
  // A file named like an image whose content is not one: back to the drop zone, saying so.
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    if (!image) return;
    const img = new Image();
    img.onload = () => {
      setSize({ width: img.naturalWidth, height: img.naturalHeight });
      setCrop(initialCrop(img.naturalWidth, img.naturalHeight));
    };
    img.onerror = () => {
      if (image.file) URL.revokeObjectURL(image.url);
      setImage(null);
      setSize(null);
      setCrop(null);
      setUnreadable(true);
    };
    img.src = image.url;
  }, [image]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!crop || !size) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP_PX, 0],
      ArrowRight: [STEP_PX, 0],
      ArrowUp: [0, -STEP_PX],
      ArrowDown: [0, STEP_PX],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setCrop(moveCrop(crop, move[0], move[1], size.width, size.height));
  };
  const stageRef = useRef<HTMLDivElement>(null);
  // Where a drag started: the pointer on screen and the crop at that moment.
  const drag = useRef<{ pointerId: number; x: number; y: number; from: CropRect } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!crop || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, from: crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const shown = stageRef.current?.getBoundingClientRect();
    if (!start || start.pointerId !== event.pointerId || !size || !shown?.width) return;
    // Screen pixels to image pixels: the image is shown scaled to the stage's width.
    const scale = size.width / shown.width;
    setCrop(
      moveCrop(
        start.from,
        (event.clientX - start.x) * scale,
        (event.clientY - start.y) * scale,
        size.width,
        size.height,
      ),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };
  const pct = (v: number, total: number) => `${(v / total) * 100}%`;
  return (
    <Dialog
      ref={ref}
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      footer={
        <Button isDisabled={!image || !crop} onPress={() => image && crop && onFinish(image, crop)}>
          Finish
        </Button>
      }
    >
      {hasError ? (
        <Text tone="critical" as="div">
          <span role="alert">{shellErrorMessages.logoUploadFailed}</span>
        </Text>
      ) : null}
      {unreadable ? (
        <Text tone="critical" as="div">
          <span role="alert">{shellErrorMessages.logoUnreadable}</span>
        </Text>
      ) : null}
      {!image ? (
        <FileDropZone
          onFile={(file) => {
            setUnreadable(false);
            setImage({ url: URL.createObjectURL(file), file });
          }}
        />
      ) : (
        <div className={css.stage} ref={stageRef}>
          <img src={image.url} alt="Logo to crop" className={css.image} />
          {crop && size ? (
            <div
              className={css.crop}
              role="slider"
              tabIndex={0}
              aria-label="Crop area (drag it, or move it with the arrow keys)"
              aria-valuetext={`x ${Math.round(crop.x)}, y ${Math.round(crop.y)}`}
              aria-valuenow={Math.round(crop.y)}
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              style={{
                left: pct(crop.x, size.width),
                top: pct(crop.y, size.height),
                width: pct(crop.width, size.width),
                height: pct(crop.height, size.height),
              }}
            />
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
