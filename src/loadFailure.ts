import { LOAD_FAILURE, type FailureTexts } from './i18n/loadFailure';
import { directionOf, storedLocale, type Locale } from './i18n/locales';

/**
 * Puts "this page could not be loaded" and a Reload in place of the splash or the spinner, without
 * React or a catalogue, either of which may be what failed to download (a connection that dropped,
 * a version published since index.html was read). Without it a failed start-up span forever.
 * `texts`: another error stopped the page (src/RootError.tsx), which a reload starts again too.
 */
export function showLoadFailure(
  container: HTMLElement,
  {
    texts: textsOf = LOAD_FAILURE,
    reload = () => location.reload(),
  }: { texts?: Record<Locale, FailureTexts>; reload?: () => void } = {},
): void {
  const locale = storedLocale();
  const texts = textsOf[locale];
  const box = document.createElement('div');
  box.className = 'gd-splash gd-load-failure';
  box.setAttribute('role', 'alert');
  box.lang = locale;
  box.dir = directionOf(locale);
  const title = document.createElement('h1');
  title.textContent = texts.title;
  const text = document.createElement('p');
  text.textContent = texts.text;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = texts.reload;
  button.addEventListener('click', () => reload());
  box.append(title, text, button);
  container.replaceChildren(box);
}
