/**
 * The app's stylesheets as text, for pages that inline them: the public profile's first screen then needs
 * one round trip instead of two, and the sign screen is one file the service worker keeps. Server-only, so the
 * text never enters a browser bundle.
 */
import styles from "~/styles/profile-page.css?inline";
import signStyles from "~/styles/sign-page.css?inline";

export const INLINE_STYLES: string = styles;
export const SIGN_STYLES: string = signStyles;
