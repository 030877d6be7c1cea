// /admin/settings (issue 13): the library-wide settings the super admin changes: guest access
// (spec 000 §6), what sets are called (spec 000 §1, §7 sets-name preference) and the global settings
// of spec 000 §3. Saving sends only what changed; the app's own configuration reads are asked again,
// so the library tree and the menus follow at once.
import { useReportError, useToast } from '@vitrine/ui';
import { type FormEvent, useState } from 'react';
import { type AdminSettings, useAdminSettings, useSaveAdminSettings } from '../api/admin';
import { AdminNav, LoadState, TextField } from './common';
import { useAdminLocale } from './locale';
import { SETS_NAME_MAX, SETTING_GROUPS, type SettingFlag, settingsChange } from './rules';

export function SettingsPage() {
  const L = useAdminLocale();
  const settings = useAdminSettings();
  return (
    <div className="vt-admin" data-admin-page="settings">
      <AdminNav current="settings" />
      <LoadState query={settings} failed={L.settings.loadFailed}>
        {() => settings.data && <SettingsForm stored={settings.data} />}
      </LoadState>
    </div>
  );
}

function SettingsForm({ stored }: { stored: AdminSettings }) {
  const L = useAdminLocale();
  const S = L.settings;
  const toast = useToast();
  const reportError = useReportError();
  const save = useSaveAdminSettings();
  const [form, setForm] = useState<AdminSettings>(stored);
  const [setsNameError, setSetsNameError] = useState<string | null>(null);
  const set = <K extends keyof AdminSettings>(key: K, value: AdminSettings[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const setsName = form.setsName.trim();
    if (setsName === '' || setsName.length > SETS_NAME_MAX) {
      setSetsNameError(S.setsNameRequired);
      return;
    }
    const change = settingsChange(stored, form);
    if (Object.keys(change).length === 0) {
      toast.info(S.unchanged);
      return;
    }
    let saved: AdminSettings;
    try {
      saved = await save.mutateAsync(change);
    } catch (error) {
      reportError(error);
      return;
    }
    setForm(saved);
    toast.success(S.saved);
  };

  const checkbox = (key: SettingFlag | 'guestAccessEnabled', label: string) => (
    <label key={key} className="vt-admin__choice">
      <input
        type="checkbox"
        name={key}
        checked={form[key]}
        onChange={(event) => set(key, event.target.checked)}
      />
      {label}
    </label>
  );

  return (
    <form className="vt-admin__form vt-admin__section" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="vt-admin__fieldset">
        <legend>{S.accessLegend}</legend>
        {checkbox('guestAccessEnabled', S.guestAccess)}
      </fieldset>
      <fieldset className="vt-admin__fieldset">
        <legend>{S.namesLegend}</legend>
        <TextField
          label={S.setsName}
          name="setsName"
          value={form.setsName}
          onChange={(value) => {
            set('setsName', value);
            setSetsNameError(null);
          }}
          hint={S.setsNameHint}
          error={setsNameError}
          maxLength={SETS_NAME_MAX}
          required
        />
      </fieldset>
      {(Object.keys(SETTING_GROUPS) as (keyof typeof SETTING_GROUPS)[]).map((group) => (
        <fieldset key={group} className="vt-admin__fieldset vt-admin__checkboxes">
          <legend>{S[group]}</legend>
          {SETTING_GROUPS[group].map((flag) => checkbox(flag, S.flags[flag]))}
        </fieldset>
      ))}
      <div>
        <button
          type="submit"
          className="vt-ui__button"
          data-tone="primary"
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? S.saving : S.save}
        </button>
      </div>
    </form>
  );
}
