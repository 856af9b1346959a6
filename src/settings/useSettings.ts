import { useServerNotice } from '../common/useServerNotice';
import { NOTICE_MS } from '../domain/timing';

/**
 * The settings screen's notices (section 8): list failures as warnings, save failures as danger, the
 * server's own message, 'Server is unavalible.' in the settings spelling when nothing answers.
 */
export const SETTINGS_NOTICE = { noticeMs: NOTICE_MS.default, noAnswerKey: 'gd.settings.server_unavailable' };
export const useSettingsNotice = () => useServerNotice(SETTINGS_NOTICE.noticeMs, SETTINGS_NOTICE.noAnswerKey);
