/**
 * The app's stylesheet as text, for pages that inline it: the public profile's first screen then needs
 * one round trip instead of two. Server-only, so the text never enters a browser bundle.
 */
import styles from "~/styles/profile-page.css?inline";

export const INLINE_STYLES: string = styles;
