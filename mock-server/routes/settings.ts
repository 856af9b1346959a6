/**
 * Settings / CMS pages (platform.md sections 5-7): GET admin/settings lists every page (the app pages
 * it in the browser, the list is a handful of records); PUT admin/settings/{sKey} updates one page.
 * Order of checks: 401, 403, body shape (400: title, value type), unknown key (404), then the value by
 * the key's kind (400: loyalty ranges). Rich text is stored as sanitized Draft raw (the codec
 * normalizes Draft raw or HTML); loyalty numbers as decimal text.
 */
import { settingBodyShape, settingSchema, isLoyaltyKey, type SettingRecord } from '../../src/domain/settings';
import { ApiError, validate } from '../http';
import { loadRichText } from '../richText';
import { route } from '../routeTable';

export const settingRoutes = [
  route({
    method: 'get',
    path: '/admin/settings',
    access: { resource: 'settings', action: 'list' },
    handler: ({ store }) => ({
      message: 'settings_success',
      data: store.data.settings,
      total: store.data.settings.length,
    }),
  }),
  route({
    method: 'put',
    path: '/admin/settings/:sKey',
    access: { resource: 'settings', action: 'edit' },
    body: settingBodyShape,
    async handler({ store, body: raw, params, now, settled }) {
      const record = store.data.settings.find((item: SettingRecord) => item.sKey === params.sKey);
      if (!record) throw ApiError.of(404, 'setting_not_found');
      const body = validate(settingSchema(record.sKey), raw);
      const sValue = isLoyaltyKey(record.sKey)
        ? body.sValue
        : (await settled(loadRichText())).normalize(body.sValue);
      Object.assign(record, { sTitle: body.sTitle, sValue, dUpdatedAt: new Date(now()).toISOString() });
      await store.save();
      return { message: 'setting_updated', data: record };
    },
  }),
];
