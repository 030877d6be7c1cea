// /admin/public-pages (issue 19): the super admin's public upload pages (spec 000 §2 /public; spec 001
// §1 "Public upload pages accept only images"). The list says where each page's files go, when it
// was made and expires, what it received against its quota and whether it still works, with Copy
// link and Revoke…; the form makes a page into a folder chosen in the folder tree, with an optional
// expiry and quotas over the page's life (docs/decisions.md "Public upload page quotas"); the new
// page's link is shown to copy. Folder names are data: rendered as text, never as markup.
import { type PublicUploadPage, publicUploadPageLink } from '@vitrine/api-client';
import { ChooseFolderDialog } from '@vitrine/tree';
import { useLocaleFormat, useReportError, useToast } from '@vitrine/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  useCreatePublicUploadPage,
  usePublicUploadPages,
  useRevokePublicUploadPage,
} from '../api/publicUploadPages';
import { AdminNav, LoadState, useDateTime } from './common';
import { useAdminLocale } from './locale';
import { publicPageStatus } from './rules';
import { TableSection, useConfirmedAction } from './shared-parts';

/** The megabyte of the quota field: 1024 × 1024 bytes, as file sizes read everywhere (spec 000 §9). */
const MEGABYTE = 1024 * 1024;

/** The address a visitor opens for a page: the app's /public/<hash>. */
const linkOf = (page: Pick<PublicUploadPage, 'hash'>) =>
  publicUploadPageLink(window.location.origin, page.hash);

/** Where a page's files go, as the table and the messages name it. */
const folderOf = (page: PublicUploadPage) => page.folderPath ?? page.folderName;

export function PublicPagesPage() {
  const L = useAdminLocale();
  const P = L.publicPages;
  const pages = usePublicUploadPages();
  const [made, setMade] = useState<PublicUploadPage | null>(null);
  return (
    <div className="vt-admin" data-admin-page="public-pages">
      <AdminNav current="public-pages" />
      <LoadState query={pages} failed={P.loadFailed} refusedText={P.refusedText}>
        {() => (
          <>
            {made && <NewLinkPanel page={made} onDismiss={() => setMade(null)} />}
            <PagesTable pages={pages.data ?? []} />
            <PageForm onMade={setMade} />
          </>
        )}
      </LoadState>
    </div>
  );
}

/** Copies a page's link, saying whether it worked. */
function useCopyLink() {
  const P = useAdminLocale().publicPages;
  const toast = useToast();
  return async (page: Pick<PublicUploadPage, 'hash'>) => {
    try {
      await navigator.clipboard.writeText(linkOf(page));
      toast.success(P.copied);
    } catch {
      toast.warning(P.copyFailed);
    }
  };
}

function PagesTable({ pages }: { pages: readonly PublicUploadPage[] }) {
  const L = useAdminLocale();
  const P = L.publicPages;
  const format = useLocaleFormat();
  const dateTime = useDateTime();
  const revoke = useRevokePublicUploadPage();
  const run = useConfirmedAction();
  const copy = useCopyLink();
  const now = Date.now();

  const revokePage = (page: PublicUploadPage) => {
    const folder = folderOf(page);
    return run(
      {
        message: format.interpolate(P.revokeQuestion, { folder }),
        confirmLabel: P.revokeConfirm,
        tone: 'danger',
      },
      () => revoke.mutateAsync(page.hash),
      format.interpolate(P.revoked, { folder }),
    );
  };

  const quota = (page: PublicUploadPage) => {
    const parts = [
      page.maxFiles === null ? null : format.plural(P.quotaFiles, page.maxFiles),
      page.maxBytes === null
        ? null
        : format.interpolate(P.quotaBytes, { size: format.fileSize(page.maxBytes) }),
    ].filter((part): part is string => part !== null);
    return parts.length === 0 ? P.noQuota : parts.join(', ');
  };

  return (
    <TableSection
      heading={P.listHeading}
      note={<p className="vt-admin__hint">{P.intro}</p>}
      empty={P.empty}
      columns={[
        P.columns.folder,
        P.columns.created,
        P.columns.expires,
        P.columns.received,
        P.columns.quota,
        P.columns.status,
        P.columns.actions,
      ]}
      items={pages}
      keyOf={(page) => page.hash}
    >
      {(page) => {
        const folder = folderOf(page);
        const status = publicPageStatus(page, now);
        return (
          <tr data-public-page={page.hash} data-status={status}>
            <th scope="row">{folder}</th>
            <td>{dateTime(page.createdAt)}</td>
            <td>{page.expiresAt === null ? P.never : dateTime(page.expiresAt)}</td>
            <td>
              {format.plural(P.received, page.filesReceived, { size: format.fileSize(page.bytesReceived) })}
            </td>
            <td>{quota(page)}</td>
            <td>{P.status[status]}</td>
            <td>
              {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
              <div
                className="vt-admin__actions"
                role="group"
                aria-label={format.interpolate(P.rowActions, { folder })}
              >
                {status !== 'revoked' && (
                  <>
                    <button type="button" className="vt-ui__button" onClick={() => void copy(page)}>
                      {P.copyLink}
                    </button>
                    <button
                      type="button"
                      className="vt-ui__button"
                      data-tone="danger"
                      onClick={() => void revokePage(page)}
                      disabled={revoke.isPending}
                    >
                      {P.revoke}
                    </button>
                  </>
                )}
              </div>
            </td>
          </tr>
        );
      }}
    </TableSection>
  );
}

/** The link of the page just made: a read-only field to select, Copy link and Done. */
function NewLinkPanel({ page, onDismiss }: { page: PublicUploadPage; onDismiss(): void }) {
  const P = useAdminLocale().publicPages;
  const format = useLocaleFormat();
  const copy = useCopyLink();
  const headingId = useId();
  const fieldId = useId();
  const folder = folderOf(page);
  return (
    <section className="vt-admin__link" aria-labelledby={headingId} data-public-page-link="">
      <h2 id={headingId} tabIndex={-1} ref={(element) => element?.focus()}>
        {format.interpolate(P.linkHeading, { folder })}
      </h2>
      <p>{format.interpolate(P.linkText, { folder })}</p>
      <label className="vt-ui__field-label" htmlFor={fieldId}>
        {P.linkLabel}
      </label>
      <input
        id={fieldId}
        className="vt-ui__input"
        readOnly
        value={linkOf(page)}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="vt-admin__actions">
        <button type="button" className="vt-ui__button" data-tone="primary" onClick={() => void copy(page)}>
          {P.copyLink}
        </button>
        <button type="button" className="vt-ui__button" onClick={onDismiss}>
          {P.dismissLink}
        </button>
      </div>
    </section>
  );
}

/** A whole number of at least 1 from a field; null when empty; undefined when not one. */
function readCount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/** An optional whole-number field with its hint and an announced error. */
function CountField(props: {
  label: string;
  hint: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="vt-admin__field">
      <label className="vt-ui__field-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="vt-ui__input"
        type="text"
        inputMode="numeric"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="vt-admin__hint">
        {props.hint}
      </p>
      {props.error && (
        <p id={`${id}-error`} className="vt-ui__field-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

type FieldErrors = Partial<Record<'folder' | 'expires' | 'maxFiles' | 'maxMegabytes', string>>;

/** Makes a page: the folder (chosen in the folder tree), an optional expiry and quotas. */
function PageForm({ onMade }: { onMade(page: PublicUploadPage): void }) {
  const P = useAdminLocale().publicPages;
  const format = useLocaleFormat();
  const toast = useToast();
  const reportError = useReportError();
  const create = useCreatePublicUploadPage();
  const headingId = useId();
  const folderFieldId = useId();
  const expiresId = useId();
  const [folder, setFolder] = useState<{ id: number; name: string } | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [expires, setExpires] = useState('');
  const [maxFiles, setMaxFiles] = useState('');
  const [maxMegabytes, setMaxMegabytes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!folder) found.folder = P.folderRequired;
    // datetime-local is the browser's local time.
    const expiresAt = expires === '' ? null : new Date(expires);
    if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now())) {
      found.expires = P.expiresPast;
    }
    const files = readCount(maxFiles);
    if (files === undefined) found.maxFiles = P.wholeNumber;
    const megabytes = readCount(maxMegabytes);
    if (megabytes === undefined) found.maxMegabytes = P.wholeNumber;
    setErrors(found);
    if (Object.keys(found).length > 0 || !folder) return;
    let page: PublicUploadPage;
    try {
      page = await create.mutateAsync({
        folderId: folder.id,
        expiresAt: expiresAt ? expiresAt.toISOString() : null,
        maxFiles: files ?? null,
        maxBytes: megabytes ? megabytes * MEGABYTE : null,
      });
    } catch (error) {
      reportError(error);
      return;
    }
    toast.success(format.interpolate(P.added, { folder: folderOf(page) }));
    setFolder(null);
    setExpires('');
    setMaxFiles('');
    setMaxMegabytes('');
    onMade(page);
  };

  return (
    <section className="vt-admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{P.addHeading}</h2>
      <form className="vt-admin__form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="vt-admin__fieldset" data-chosen-folder={folder?.id ?? ''}>
          <legend>{P.folderLabel}</legend>
          <p>{folder ? folder.name : <span className="vt-admin__muted">{P.noFolder}</span>}</p>
          <button
            type="button"
            className="vt-ui__button"
            onClick={() => setChoosing(true)}
            aria-describedby={errors.folder ? `${folderFieldId}-error` : undefined}
          >
            {P.chooseFolder}
          </button>
          {errors.folder && (
            <p id={`${folderFieldId}-error`} className="vt-ui__field-error" role="alert">
              {errors.folder}
            </p>
          )}
        </fieldset>
        <div className="vt-admin__field">
          <label className="vt-ui__field-label" htmlFor={expiresId}>
            {P.expiresLabel}
          </label>
          <input
            id={expiresId}
            className="vt-ui__input"
            type="datetime-local"
            value={expires}
            onChange={(event) => setExpires(event.target.value)}
            aria-invalid={errors.expires ? true : undefined}
            aria-describedby={`${expiresId}-hint${errors.expires ? ` ${expiresId}-error` : ''}`}
          />
          <p id={`${expiresId}-hint`} className="vt-admin__hint">
            {P.expiresHint}
          </p>
          {errors.expires && (
            <p id={`${expiresId}-error`} className="vt-ui__field-error" role="alert">
              {errors.expires}
            </p>
          )}
        </div>
        <CountField
          label={P.maxFilesLabel}
          hint={P.quotaHint}
          value={maxFiles}
          error={errors.maxFiles ?? null}
          onChange={setMaxFiles}
        />
        <CountField
          label={P.maxMegabytesLabel}
          hint={P.quotaHint}
          value={maxMegabytes}
          error={errors.maxMegabytes ?? null}
          onChange={setMaxMegabytes}
        />
        <div className="vt-admin__actions">
          <button
            type="submit"
            className="vt-ui__button"
            data-tone="primary"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {create.isPending ? P.adding : P.add}
          </button>
        </div>
      </form>
      {choosing && (
        <ChooseFolderDialog
          open
          onOpenChange={setChoosing}
          title={P.chooseTitle}
          description={P.chooseDescription}
          confirmLabel={P.chooseConfirm}
          onChoose={(chosen) => {
            setFolder({ id: chosen.id, name: chosen.name });
            setErrors((current) => ({ ...current, folder: undefined }));
          }}
        />
      )}
    </section>
  );
}
