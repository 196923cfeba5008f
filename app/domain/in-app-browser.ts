/**
 * Browsers inside apps (Instagram, TikTok, Facebook, Snapchat…) often cannot open payment apps, so the profile
 * offers "open in your browser" there, and only there. Known from the user agent, which each app
 * marks with its own token.
 */
const IN_APP_TOKENS = [
  /\bInstagram\b/, // Instagram
  /musical_ly|BytedanceWebview|\bTikTok\b|\btrill_/i, // TikTok (and its Asian edition)
  /\bFBAN\/|\bFBAV\/|\bFB_IAB\//, // Facebook and Messenger
  /\bSnapchat\b/, // Snapchat
  /\bTwitter\b/, // X's iOS app
  /\bLinkedInApp\b/, // LinkedIn
  /\bLine\//, // LINE
  /\bMicroMessenger\//, // WeChat
  /\bPinterest\b/, // Pinterest
] as const;

export const isInAppBrowser = (userAgent: string): boolean => IN_APP_TOKENS.some((token) => token.test(userAgent));
