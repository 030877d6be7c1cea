// <ReportDialog>: the PDF report dialog (issue 20; spec 000 §3 the request, §5 fonts and page
// numbers, §7 "Reports", §8 the processing message, §9 the 12 templates and the fonts offered).
// The logic is useReportDialog's (headless); this draws it with @vitrine/ui's dialog and fields:
// the templates as a radio group with thumbnails, the field groups and custom fields as checkboxes,
// the font (the offered ones; those that print as Arial say so), page numbers, header and footer
// images, "save as my default" (with the customisation permission), the instant preview, and the
// report's progress (the images placed of the total, as the server makes it) in a live region; while
// the server makes it, "Continue in the background" closes the dialog and the report goes on.
import * as Dialog from '@radix-ui/react-dialog';
import { REPORT_FIELD_GROUPS, REPORT_FONTS } from '@vitrine/core';
import { filesPerPage, REPORT_TEMPLATES, type ReportFieldGroup } from '@vitrine/core/report';
import { Button, Field, Progress, Select, useLocaleFormat, useT, useVitrine } from '@vitrine/ui';
import { type ChangeEvent, useId } from 'react';
import type { DownloadedReport } from './api';
import type { ReportJobs } from './background';
import {
  type OfferedReportFont,
  PAGE_NUMBER_FORMATS,
  PAGE_NUMBER_POSITIONS,
  printsAsArial,
  type ReportSettings,
} from './domain';
import { type ReportDialogLocale, type ReportDialogLocaleOverrides, useReportDialogLocale } from './locale';
import { ReportPreview } from './ReportPreview';
import { TemplateThumbnail } from './TemplateThumbnail';
import { type ReportDialogState, type ReportImageSlot, useReportDialog } from './useReportDialog';

/** Props of {@link ReportDialog}. */
export interface ReportDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog opens or closes (Cancel, Close, Escape). */
  onOpenChange(open: boolean): void;
  /** The files of the report, in order (the selection). */
  fileIds: readonly number[];
  /** The PDF-report customisation permission (spec 000 §6; useCanCustomizeReports): without it the settings are read-only. */
  canCustomize: boolean;
  /** Overrides of the dialog's words. */
  locale?: ReportDialogLocaleOverrides;
  /** Shows the instant preview (default true). */
  preview?: boolean;
  /** Saves the downloaded report; default: the browser downloads it under the server's file name. */
  onDownload?(report: DownloadedReport): void;
  /** Where reports being made are followed; default the page's `reportJobs` (ReportNotifier reads it). */
  reportJobs?: ReportJobs;
}

/**
 * The PDF report dialog: pick one of the 12 page templates, the data printed, the font, page
 * numbers and header and footer images, see the first page at once, and make the report on the
 * server (it downloads when ready). Use it inside `<VitrineProvider>`.
 */
export function ReportDialog(props: ReportDialogProps) {
  const { open, onOpenChange, fileIds, canCustomize, preview = true } = props;
  const locale = useReportDialogLocale(props.locale);
  const format = useLocaleFormat();
  const { theme } = useVitrine();
  const dialog = useReportDialog({
    open,
    fileIds,
    canCustomize,
    locale,
    onDownload: props.onDownload,
    reportJobs: props.reportJobs,
  });
  const change = (next: boolean) => {
    if (!next) dialog.abort();
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <div className="vt-ui__layer" data-vt-theme={theme}>
          <Dialog.Overlay className="vt-ui__overlay" />
          <Dialog.Content className="vt-ui__dialog vt-report" data-phase={dialog.phase}>
            <Dialog.Title className="vt-ui__dialog-title">{locale.title}</Dialog.Title>
            <Dialog.Description className="vt-ui__dialog-message">
              {format.plural(locale.description, fileIds.length)}
            </Dialog.Description>
            {dialog.phase === 'loading' ? (
              <p className="vt-report__loading" role="status">
                {locale.loading}
              </p>
            ) : dialog.phase === 'failed' ? (
              <div className="vt-report__load-failed" role="alert">
                <p>{locale.loadFailed}</p>
                <Button onClick={dialog.retryLoad}>{locale.retry}</Button>
              </div>
            ) : dialog.settings ? (
              <div className="vt-report__body">
                <ReportSettingsForm dialog={dialog} settings={dialog.settings} locale={locale} />
                {preview ? (
                  <ReportPreview
                    fileIds={fileIds}
                    settings={dialog.settings}
                    customFields={dialog.saved?.customData ?? []}
                    locale={locale}
                  />
                ) : null}
              </div>
            ) : null}
            <RunStatus dialog={dialog} locale={locale} />
            <div className="vt-report__actions">
              {canCustomize && dialog.phase === 'ready' ? (
                <Button
                  className="vt-report__save"
                  onClick={() => void dialog.saveAsDefault()}
                  disabled={dialog.save.status === 'saving'}
                >
                  {dialog.save.status === 'saving' ? locale.savingDefault : locale.saveDefault}
                </Button>
              ) : null}
              {dialog.canContinueInBackground ? (
                // The report goes on on the server; the notifier says when it is ready (issue 20).
                <Dialog.Close asChild>
                  <Button className="vt-report__background">{locale.continueInBackground}</Button>
                </Dialog.Close>
              ) : (
                <Dialog.Close asChild>
                  <Button variant="ghost">
                    {dialog.run.status === 'done' ? locale.close : locale.cancel}
                  </Button>
                </Dialog.Close>
              )}
              <Button
                variant="primary"
                onClick={() => void dialog.create()}
                disabled={
                  dialog.phase !== 'ready' || dialog.run.status === 'processing' || fileIds.length === 0
                }
              >
                {locale.create}
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The report's progress and outcome, and the default's: one polite live region, one alert. */
function RunStatus({ dialog, locale }: { dialog: ReportDialogState; locale: ReportDialogLocale }) {
  const t = useT();
  const format = useLocaleFormat();
  const { run, save } = dialog;
  const failure = run.status === 'failed' ? run.message : save.status === 'failed' ? save.message : '';
  return (
    <div className="vt-report__status">
      {/* Present from the start, so what appears in them is announced. */}
      <div
        role="status"
        className="vt-report__status-text"
        data-run={run.status}
        data-step={run.status === 'processing' ? run.step : undefined}
      >
        {run.status === 'processing' ? t('report.processing') : null}
        {run.status === 'done' ? locale.done : null}
        {save.status === 'saved' && run.status !== 'processing' ? ` ${locale.savedDefault}` : null}
      </div>
      {run.status === 'processing' ? (
        <>
          {/* The count is shown, not announced at each step (the bar carries it for assistive tech). */}
          <p className="vt-report__placed" aria-hidden="true">
            {run.step === 'queued'
              ? locale.queued
              : run.step === 'making' || run.step === 'downloading'
                ? format.interpolate(locale.placed, { done: String(run.done), total: String(run.total) })
                : null}
          </p>
          <Progress
            label={locale.progress}
            {...(run.step === 'making' || run.step === 'downloading'
              ? { value: run.done, max: Math.max(1, run.total) }
              : {})}
          />
        </>
      ) : null}
      <div role="alert" className="vt-report__status-error">
        {failure}
      </div>
    </div>
  );
}

function ReportSettingsForm({
  dialog,
  settings,
  locale,
}: {
  dialog: ReportDialogState;
  settings: ReportSettings;
  locale: ReportDialogLocale;
}) {
  const id = useId();
  const format = useLocaleFormat();
  const readOnly = !dialog.canCustomize;
  const customFields = (dialog.saved?.customData ?? []).filter((field) => !field.isRecognitionLabel);
  const toggleGroup = (group: ReportFieldGroup, on: boolean) =>
    dialog.update({
      groups: on ? [...settings.groups, group] : settings.groups.filter((other) => other !== group),
    });
  const toggleCustom = (fieldId: number, on: boolean) =>
    dialog.update({
      customIds: on
        ? [...settings.customIds, fieldId]
        : settings.customIds.filter((other) => other !== fieldId),
    });
  return (
    // Without the permission every control is disabled: the settings are read, not changed.
    <fieldset
      className="vt-report__settings"
      disabled={readOnly}
      aria-describedby={readOnly ? `${id}-ro` : undefined}
    >
      <legend className="vt-report__visually-hidden">{locale.title}</legend>
      {readOnly ? (
        <p className="vt-report__read-only" id={`${id}-ro`}>
          {locale.readOnly}
        </p>
      ) : null}
      <fieldset className="vt-report__templates">
        <legend className="vt-report__legend">{locale.templates}</legend>
        <div className="vt-report__template-list">
          {REPORT_TEMPLATES.map((template) => {
            const name = format.interpolate(locale.template, {
              id: String(template.id),
              layout: locale.layouts[template.layout],
              orientation: locale.orientations[template.orientation],
            });
            return (
              <label
                key={template.id}
                className="vt-report__template"
                data-checked={settings.template === template.id || undefined}
              >
                <input
                  type="radio"
                  className="vt-report__template-radio"
                  name={`${id}-template`}
                  value={template.id}
                  checked={settings.template === template.id}
                  onChange={() => dialog.update({ template: template.id })}
                  aria-describedby={`${id}-template-${template.id}`}
                />
                <TemplateThumbnail template={template} />
                <span className="vt-report__template-name">{name}</span>
                <span
                  className="vt-report__template-count"
                  // Read once, as the radio's description (not again in its name).
                  aria-hidden="true"
                  id={`${id}-template-${template.id}`}
                >
                  {format.plural(locale.templatePerPage, filesPerPage(template))}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="vt-report__groups">
        <legend className="vt-report__legend">{locale.fieldGroups}</legend>
        {REPORT_FIELD_GROUPS.map((group) => (
          <label key={group} className="vt-report__check">
            <input
              type="checkbox"
              checked={settings.groups.includes(group)}
              onChange={(event) => toggleGroup(group, event.target.checked)}
            />
            {locale.groups[group]}
          </label>
        ))}
      </fieldset>
      <fieldset className="vt-report__custom">
        <legend className="vt-report__legend">{locale.customFields}</legend>
        {customFields.length === 0 ? <p className="vt-report__none">{locale.noCustomFields}</p> : null}
        {customFields.map((field) => (
          <label key={field.id} className="vt-report__check">
            <input
              type="checkbox"
              checked={settings.customIds.includes(field.id)}
              onChange={(event) => toggleCustom(field.id, event.target.checked)}
            />
            {/* spec 000 §3: double underscores in a label show as spaces; a label is text. */}
            {field.label.replace(/__/g, ' ')}
          </label>
        ))}
      </fieldset>
      <Select
        label={locale.font}
        value={settings.font}
        aria-describedby={`${id}-font-hint`}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          dialog.update({ font: event.target.value as OfferedReportFont })
        }
        options={REPORT_FONTS.map((font) => ({
          value: font,
          label: printsAsArial(font) ? format.interpolate(locale.fontAsArial, { font }) : font,
        }))}
      />
      <p className="vt-ui__field-hint" id={`${id}-font-hint`}>
        {locale.fontHint}
      </p>
      <fieldset className="vt-report__numbers">
        <legend className="vt-report__legend">{locale.pageNumbers}</legend>
        <Select
          label={locale.pageNumberPosition}
          value={settings.pageNumberPosition}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            dialog.update({ pageNumberPosition: event.target.value as ReportSettings['pageNumberPosition'] })
          }
          options={PAGE_NUMBER_POSITIONS.map((position) => ({
            value: position,
            label: locale.positions[position],
          }))}
        />
        <Select
          label={locale.pageNumberFormat}
          value={settings.pageNumberFormat}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            dialog.update({ pageNumberFormat: event.target.value as ReportSettings['pageNumberFormat'] })
          }
          options={PAGE_NUMBER_FORMATS.map((value) => ({ value, label: locale.formats[value] }))}
        />
      </fieldset>
      <ImageField
        dialog={dialog}
        slot="headerImage"
        value={settings.headerImage}
        label={locale.headerImage}
        locale={locale}
      />
      <ImageField
        dialog={dialog}
        slot="footerImage"
        value={settings.footerImage}
        label={locale.footerImage}
        locale={locale}
      />
    </fieldset>
  );
}

/** A header or footer image: a file input for images, the chosen one shown small, and Remove. */
function ImageField({
  dialog,
  slot,
  value,
  label,
  locale,
}: {
  dialog: ReportDialogState;
  slot: ReportImageSlot;
  value: string | null;
  label: string;
  locale: ReportDialogLocale;
}) {
  const format = useLocaleFormat();
  const error = dialog.imageErrors[slot];
  return (
    <Field label={label} hint={locale.imageHint} error={error} className="vt-report__image" data-slot={slot}>
      {(ids) => (
        <div className="vt-report__image-row">
          <input
            id={ids.id}
            type="file"
            accept="image/jpeg,image/png"
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (file) void dialog.chooseImage(slot, file);
            }}
          />
          {value ? (
            <>
              <img
                className="vt-report__image-chosen"
                src={value}
                alt={format.interpolate(locale.imageChosen, { name: label })}
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={format.interpolate(locale.removeImageLabel, { name: label })}
                onClick={() => void dialog.chooseImage(slot, null)}
              >
                {locale.removeImage}
              </Button>
            </>
          ) : (
            <span className="vt-report__image-none">{locale.noImage}</span>
          )}
        </div>
      )}
    </Field>
  );
}
