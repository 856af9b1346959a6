/**
 * Chromium reads only the last --disable-features it is given, and Playwright gives its own list
 * (playwright-core 1.65, chromiumSwitches): this one repeats it and adds the WebUI omnibox popup, which
 * Chromium 156 loads for every new page (a few hundred modules of its own). Without them, a cold load
 * of the bench's reference app took 1,802 ms here, median of 6; with them, 1,065 ms. Puppeteer turns
 * both off by default too. tests/unit/chromiumFlags.test.ts fails when a Playwright upgrade adds one
 * to its list that this one lacks.
 */
export const DISABLED_FEATURES = [
  // Playwright's own.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Ours.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * How every browser of the tests and the bench starts: Debian's Chromium (never a downloaded
 * browser), with the flags this machine's closed network needs.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ],
};
