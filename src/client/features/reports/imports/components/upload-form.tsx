import { useId, useState, type FormEvent } from 'react';
import { IMPORT_FORMAT_NAMES, IMPORT_FORMATS } from '../../../../../domain/imports/execution';
import { MAX_ACCOUNT_LENGTH } from '../../../../../domain/imports/limits';
import type { PreviewVariables } from '../api/imports-api';
import { IMPORT_TEXT } from '../import-texts';

/** File, format (detected unless chosen) and account; sends them for a preview. */
export function UploadForm({ busy, onPreview }: { busy: boolean; onPreview: (v: PreviewVariables) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState('');
  const [account, setAccount] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) onPreview({ file, format, account });
  };
  return (
    <form className="import-upload" onSubmit={submit} aria-busy={busy}>
      <div className="field">
        <label htmlFor={`${id}-file`}>{IMPORT_TEXT.file}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          required
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-format`}>{IMPORT_TEXT.format}</label>
          <select id={`${id}-format`} value={format} onChange={(event) => setFormat(event.target.value)}>
            <option value="">{IMPORT_TEXT.detect}</option>
            {IMPORT_FORMATS.map((name) => (
              <option key={name} value={name}>
                {IMPORT_FORMAT_NAMES[name]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-account`}>{IMPORT_TEXT.account}</label>
          <input
            id={`${id}-account`}
            value={account}
            maxLength={MAX_ACCOUNT_LENGTH}
            onChange={(event) => setAccount(event.target.value)}
          />
        </div>
      </div>
      <div className="import-upload__actions">
        <button type="submit" className="button button--primary" disabled={busy || file === null}>
          {busy ? IMPORT_TEXT.previewing : IMPORT_TEXT.preview}
        </button>
        <a className="button button--secondary" href="/api/imports/template.csv" download>
          {IMPORT_TEXT.template}
        </a>
      </div>
    </form>
  );
}
