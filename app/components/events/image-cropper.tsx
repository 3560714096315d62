import { Box, Group, Slider, Text } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// An in-browser crop to the event image's fixed size (SPEC §5: exactly 900×506), so any photo can be
// used: the canvas shown IS the result, drawn at 900×506 and scaled down on screen by CSS. The photo
// covers the frame at zoom 1; dragging (or the arrow keys) moves it, the slider (or +/-) zooms.

export const CROP_WIDTH = 900;
export const CROP_HEIGHT = 506;
const MAX_ZOOM = 4;
const KEY_STEP = 20;

type View = { zoom: number; cx: number; cy: number };

/** The photo's part shown at a zoom and centre, kept inside the photo. */
function frame(img: { width: number; height: number }, view: View) {
  const scale = Math.max(CROP_WIDTH / img.width, CROP_HEIGHT / img.height) * view.zoom;
  const w = CROP_WIDTH / scale;
  const h = CROP_HEIGHT / scale;
  const cx = Math.min(Math.max(view.cx, w / 2), img.width - w / 2);
  const cy = Math.min(Math.max(view.cy, h / 2), img.height - h / 2);
  return { scale, w, h, cx, cy };
}

/** Draws the cropped photo into the canvas and hands back a function that exports it. */
export function ImageCropper({ file, label, onReady }: { file: File; label: string; onReady: (toBlob: () => Promise<Blob | null>) => void }) {
  const { t } = useTranslation('events');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [view, setView] = useState<View>({ zoom: 1, cx: 0, cy: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setImg(image);
      setView({ zoom: 1, cx: image.width / 2, cy: image.height / 2 });
    };
    image.onerror = () => setFailed(true);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !img) return;
    const f = frame(img, view);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, CROP_WIDTH, CROP_HEIGHT);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, f.cx - f.w / 2, f.cy - f.h / 2, f.w, f.h, 0, 0, CROP_WIDTH, CROP_HEIGHT);
  }, [img, view]);

  const toBlob = useCallback(
    () =>
      new Promise<Blob | null>((resolve) => {
        if (!canvas.current || !img) return resolve(null);
        canvas.current.toBlob(resolve, 'image/jpeg', 0.9);
      }),
    [img],
  );
  useEffect(() => {
    if (img) onReady(toBlob);
  }, [img, toBlob, onReady]);

  /** Moves the photo by a distance in canvas pixels (the photo follows the pointer). */
  const pan = (dx: number, dy: number) =>
    setView((v) => {
      if (!img) return v;
      const f = frame(img, v);
      return { ...v, cx: f.cx - dx / f.scale, cy: f.cy - dy / f.scale };
    });
  const zoomTo = (zoom: number) => setView((v) => ({ ...v, zoom: Math.min(MAX_ZOOM, Math.max(1, zoom)) }));

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    const ratio = CROP_WIDTH / e.currentTarget.clientWidth;
    pan((e.clientX - drag.current.x) * ratio, (e.clientY - drag.current.y) * ratio);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [KEY_STEP, 0], ArrowRight: [-KEY_STEP, 0], ArrowUp: [0, KEY_STEP], ArrowDown: [0, -KEY_STEP] };
    if (moves[e.key]) pan(...moves[e.key]);
    else if (e.key === '+' || e.key === '=') zoomTo(view.zoom + 0.1);
    else if (e.key === '-') zoomTo(view.zoom - 0.1);
    else return;
    e.preventDefault();
  };

  if (failed) return <Text c="red">{t('editor.images.unreadable', { name: file.name })}</Text>;
  return (
    <Box>
      <canvas
        ref={canvas}
        width={CROP_WIDTH}
        height={CROP_HEIGHT}
        tabIndex={0}
        role="img"
        aria-label={label}
        data-testid="crop-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
        style={{
          width: '100%',
          height: 'auto',
          aspectRatio: `${CROP_WIDTH} / ${CROP_HEIGHT}`,
          cursor: 'grab',
          touchAction: 'none',
          borderRadius: 4,
          display: 'block',
          background: 'var(--mantine-color-gray-1)',
        }}
      />
      <Group gap="xs" mt={6} wrap="nowrap">
        <IconZoomIn size={16} aria-hidden />
        <Slider
          style={{ flex: 1 }}
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={view.zoom}
          onChange={zoomTo}
          label={null}
          thumbLabel={t('editor.images.zoom')}
          data-testid="crop-zoom"
        />
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('editor.images.crop_hint')}
      </Text>
    </Box>
  );
}
