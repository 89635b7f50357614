import { useState, type Ref } from 'react';
import { DropZone, FileTrigger, Text, isFileDropItem } from 'react-aria-components';
import { IMAGE_TYPES, validateImageFile } from '@wattwise/domain';
import { Button } from '../Button/Button';
import { Icon } from '../IconButton/icons';
import * as css from './FileDropZone.css';

export interface FileDropZoneProps {
  /** Called with an accepted file (by default a JPEG or PNG of at most 2 MB). */
  onFile: (file: File) => void;
  label?: string;
  buttonLabel?: string;
  /** The media types offered and taken by a drop (default: JPEG and PNG). */
  acceptedFileTypes?: readonly string[];
  /** Checks a chosen file (default: the image rule); its message is shown when it fails. */
  check?: (file: File) => { ok: true } | { ok: false; message: string };
  ref?: Ref<HTMLDivElement>;
}

/**
 * Choose or drop a file, with a clear error when it is not one the caller takes: by default a logo
 * or site image (JPEG or PNG up to 2 MB); a meter upload takes CSV files.
 */
export function FileDropZone({
  onFile,
  label = 'Drop a JPEG or PNG here (up to 2 MB)',
  buttonLabel = 'Choose image',
  acceptedFileTypes = IMAGE_TYPES,
  check = validateImageFile,
  ref,
}: FileDropZoneProps) {
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  const accept = (file: File | undefined) => {
    if (!file) return;
    const checked = check(file);
    if (!checked.ok) {
      setError(checked.message);
      setName(null);
      return;
    }
    setError(null);
    setName(file.name);
    onFile(file);
  };
  return (
    <div ref={ref} className={css.root}>
      <DropZone
        className={css.zone}
        getDropOperation={(types) =>
          acceptedFileTypes.some((t) => types.has(t)) ? 'copy' : 'cancel'
        }
        onDrop={async (event) => {
          const item = event.items.find(isFileDropItem);
          if (item) accept(await item.getFile());
        }}
      >
        <Icon name="upload" size={28} />
        <Text slot="label">{label}</Text>
        <FileTrigger
          acceptedFileTypes={[...acceptedFileTypes]}
          onSelect={(files) => accept(files ? Array.from(files)[0] : undefined)}
        >
          <Button variant="secondary" size="small">
            {buttonLabel}
          </Button>
        </FileTrigger>
        {name ? <span className={css.name}>{name}</span> : null}
      </DropZone>
      {error ? (
        <p className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
