/**
 * The fr-FR catalogue: the shared areas (./base.ts) and every feature's own messages,
 * `src/<feature>/i18n/fr.ts`, which Vite finds: a new feature needs no line here.
 */
import { composeCatalogue, type FeatureMessages } from '../catalogue';
import { base } from './base';

const features = import.meta.glob<FeatureMessages>('../../*/i18n/fr.ts', { eager: true, import: 'default' });

const fr = composeCatalogue(base, Object.values(features));
export default fr;
