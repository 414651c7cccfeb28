import { Button, Modal, Radio, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PALETTE } from './constants';

const PEN_SIZES = [2, 4, 8, 14];
const COLOURS = PALETTE.slice(60, 70).concat(['#000000']);
const WIDTH = 640;
const HEIGHT = 360;

/** A drawing pad; its picture is handed back as a PNG data URL. */
export function ScrawlPad({
  open,
  onClose,
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  onInsert: (pngDataUrl: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const history = useRef<ImageData[]>([]);
  const drawing = useRef(false);
  const [size, setSize] = useState(4);
  const [colour, setColour] = useState('#000000');
  const [eraser, setEraser] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => {
      const ctx = canvas.current?.getContext('2d');
      if (!ctx) return;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, WIDTH, HEIGHT);
      history.current = [];
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open]);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * WIDTH) / box.width, y: ((event.clientY - box.top) * HEIGHT) / box.height };
  };

  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    history.current.push(ctx.getImageData(0, 0, WIDTH, HEIGHT));
    drawing.current = true;
    const { x, y } = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = eraser ? size * 3 : size;
    ctx.strokeStyle = eraser ? '#ffffff' : colour;
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    ctx?.lineTo(x, y);
    ctx?.stroke();
  };

  const undo = () => {
    const last = history.current.pop();
    if (last) canvas.current?.getContext('2d')?.putImageData(last, 0, 0);
  };

  return (
    <Modal
      open={open}
      title={t('editor.scrawl')}
      width={WIDTH + 48}
      maskClosable={false}
      onCancel={onClose}
      confirmLoading={busy}
      okText={t('editor.insert')}
      onOk={async () => {
        if (!canvas.current) return;
        setBusy(true);
        try {
          await onInsert(canvas.current.toDataURL('image/png'));
          onClose();
        } finally {
          setBusy(false);
        }
      }}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Radio.Group
          value={size}
          onChange={(e) => setSize(e.target.value as number)}
          optionType="button"
          options={PEN_SIZES.map((s) => ({ value: s, label: `${s}px` }))}
        />
        {COLOURS.map((c) => (
          <button
            key={c}
            type="button"
            aria-label={c}
            className="kx-swatch"
            style={{ background: c, outline: !eraser && colour === c ? '2px solid #409eff' : undefined }}
            onClick={() => (setColour(c), setEraser(false))}
          />
        ))}
        <Button size="small" type={eraser ? 'primary' : 'default'} onClick={() => setEraser(!eraser)}>
          {t('editor.eraser')}
        </Button>
        <Button size="small" onClick={undo}>
          {t('editor.undo')}
        </Button>
      </Space>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className="kx-scrawl-canvas"
        data-testid="scrawl-canvas"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={() => (drawing.current = false)}
        onPointerLeave={() => (drawing.current = false)}
      />
    </Modal>
  );
}
