// Items chosen on the phone: a CSV or JSON Lines file (read here, never sent whole) and/or image
// files (each a data: URL). Says how many items are ready and which lines could not be used;
// images over 1 MB or of another type are left out with a reason, as the server would refuse them.
import { imageItems, parseItemsFile, type ItemInput } from '@mapato/client';
import { m } from '@mapato/i18n';
import { Field, Input } from '@mapato/ui';
import { useState, type ChangeEvent } from 'react';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_MAX_BYTES = 1024 * 1024;
const SHOWN_PROBLEMS = 5;

export interface ItemsPickerProps {
  /** the items now chosen (file rows first, then images) */
  onChange: (items: ItemInput[]) => void;
  disabled?: boolean;
}

export function ItemsPicker({ onChange, disabled }: ItemsPickerProps) {
  const [fromFile, setFromFile] = useState<ItemInput[]>([]);
  const [fromImages, setFromImages] = useState<ItemInput[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [imageProblems, setImageProblems] = useState<string[]>([]);

  async function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const parsed = parseItemsFile(file.name, await file.text());
    setFromFile(parsed.items);
    setProblems(parsed.problems);
    onChange([...parsed.items, ...fromImages]);
  }

  async function pickImages(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    const good = files.filter((f) => IMAGE_TYPES.includes(f.type) && f.size <= IMAGE_MAX_BYTES);
    setImageProblems(files.filter((f) => !good.includes(f)).map((f) => m.client_imageRefused({ name: f.name })));
    const items = await imageItems(good);
    setFromImages(items);
    onChange([...fromFile, ...items]);
  }

  const total = fromFile.length + fromImages.length;
  const all = [...problems, ...imageProblems];
  const preview = [...fromFile, ...fromImages].slice(0, 3);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-3" disabled={disabled}>
      <legend className="px-1 font-semibold">{m.client_itemsTitle()}</legend>
      <p className="text-sm text-muted-foreground">{m.client_itemsHelp()}</p>
      <Field label={m.client_itemsFile()} hint={m.client_itemsFileHint()}>
        <Input
          type="file"
          accept=".csv,.jsonl,.ndjson,text/csv,application/x-ndjson"
          onChange={pickFile}
          className="h-auto py-2"
        />
      </Field>
      <Field label={m.client_itemsImages()} hint={m.client_itemsImagesHint()}>
        <Input type="file" accept={IMAGE_TYPES.join(',')} multiple onChange={pickImages} className="h-auto py-2" />
      </Field>
      <p role="status" className="font-medium">
        {m.client_itemsReady({ count: total })}
      </p>
      {preview.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" aria-label={m.client_itemsPreview()}>
          {preview.map((item, i) => (
            <li key={i} className="truncate rounded bg-muted/60 px-2 py-1">
              {item.ref ? <strong>{item.ref}: </strong> : null}
              {item.text ?? m.client_itemImage()}
              {item.gold ? ` · ${m.client_itemGold({ answer: item.gold })}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {all.length > 0 ? (
        <div className="text-sm text-danger">
          <p>{m.client_itemsSkipped({ count: all.length })}</p>
          <ul className="list-disc pl-5">
            {all.slice(0, SHOWN_PROBLEMS).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
