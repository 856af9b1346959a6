import type { SettingRow } from '../../src/settings/SettingEditDialog';

/** A settings row as the data provider hands it to the screens (component tests). */
export const settingRow = (sKey: string, sTitle: string, sValue: string): SettingRow => ({
  id: sKey,
  _id: `id-${sKey}`,
  sKey,
  sTitle,
  sValue,
  dCreatedAt: '2026-01-01T00:00:00.000Z',
  dUpdatedAt: '2026-01-01T00:00:00.000Z',
});
