/**
 * The ar catalogue: the shared areas (./base.ts) and every feature's own messages,
 * `src/<feature>/i18n/ar.ts`, which Vite finds: a new feature needs no line here.
 */
import { composeCatalogue, type FeatureMessages } from '../catalogue';
import { base } from './base';

const features = import.meta.glob<FeatureMessages>('../../*/i18n/ar.ts', { eager: true, import: 'default' });

const ar = composeCatalogue(base, Object.values(features));
export default ar;
