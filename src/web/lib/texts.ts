import { useSyncExternalStore } from 'react';
// biome-ignore lint/style/noRestrictedImports: the one place that wraps react-i18next's hook.
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { subscribeTextInputs, textInputsVersion } from './i18n';

/**
 * react-i18next's useTranslation, rendering the caller again when what its texts are worded with
 * changes besides the language: the admin's site facts and the user's currency, timezone and rates
 * (prices and times are formatted outside the catalogues). Every component takes its texts here.
 *
 * Why not an i18next event in react-i18next's `bindI18n`: a component subscribes a frame after it
 * renders (Preact runs effects after paint), and react-i18next counts events per component, so an
 * event sent in that frame was lost: a price shown as a member's settings arrived stayed in dollars
 * alone. useSyncExternalStore compares the version when it subscribes, so no change is missed. Why
 * not a context either: a context renders a page parked in a Suspense boundary too, and its
 * effects then ran on a page not yet on screen (Support's scroll to #support-messages was lost).
 */
export const useTranslation: typeof useI18nextTranslation = (ns, options) => {
  useSyncExternalStore(subscribeTextInputs, textInputsVersion);
  return useI18nextTranslation(ns, options);
};
