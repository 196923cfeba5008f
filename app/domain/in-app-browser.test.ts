import { describe, expect, it } from "vitest";
import { isInAppBrowser } from "./in-app-browser";

describe("in-app browsers, known from the user agent", () => {
  it.each([
    [
      "Instagram on iPhone",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.0.0.58 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 590089245)",
      true,
    ],
    [
      "Instagram on Android",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.105 Mobile Safari/537.36 Instagram 321.0.0.32.111 Android",
      true,
    ],
    [
      "TikTok on iPhone",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_33.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US",
      true,
    ],
    [
      "TikTok on Android",
      "Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 trill_330104 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.1.4 ByteLocale/en BytedanceWebview/d8a21c6",
      true,
    ],
    [
      "Facebook on iPhone",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.38.107;FBBV/567430220;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4]",
      true,
    ],
    [
      "Snapchat",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.80.0.37 (like Safari/8617.2.4.10.8, panda)",
      true,
    ],
    [
      "Safari on iPhone",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      false,
    ],
    [
      "Chrome on Android",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
      false,
    ],
    ["Firefox on a desktop", "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0", false],
    [
      "Samsung Internet",
      "Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
      false,
    ],
    ["an empty user agent", "", false],
  ])("%s: %#", (_, userAgent, inApp) => {
    expect(isInAppBrowser(userAgent)).toBe(inApp);
  });
});
