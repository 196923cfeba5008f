/**
 * Form values the tests share: the Required Info fields filled in correctly, so only the field under test can fail,
 * and the link values an attacker would try. Test data only; nothing in the app imports this file.
 */

/** Wizard step 2 (and the edit page's required part) as a performer fills it in correctly. */
export const VALID_REQUIRED_INFO = {
  firstName: "Maya",
  lastName: "Lopez",
  altName: "Sax Maya",
  phone: "+1 (555) 123-4567",
  subscription: "monthly",
  street: "350 Fifth Avenue",
  city: "New York",
  state: "New York",
  postalCode: "10118",
};

/**
 * Link values an attacker would try: other schemes and their disguises, addresses that only look like a
 * platform's, markup, control characters and local hosts. Each must be refused with the link message or end up as a
 * plain http(s) link. Shared by the rule's table test (hostile-links.test.ts) and the server's (tests/integration).
 */
export const HOSTILE_LINKS = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "JAVASCRIPT:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\rscript:alert(1)",
  "javascript&colon;alert(1)",
  "javascript&#58;alert(1)",
  "javascript&#x3A;alert(1)",
  "&#106;avascript:alert(1)",
  "jav&#x09;ascript:alert(1)",
  "javascript%3Aalert(1)",
  "javascript://%0Aalert(1)",
  "javascript://example.com/%0Aalert(1)",
  "\u0000javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "javascript\u0000:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "file:///etc/passwd",
  "ftp://example.com/x",
  "blob:https://example.com/x",
  "filesystem:https://example.com/x",
  "about:blank",
  "chrome://settings",
  "view-source:https://example.com",
  "jar:https://example.com!/x",
  "mailto:a@example.com",
  "tel:+15551234567",
  "ws://example.com",
  "wss://example.com",
  "intent://x#Intent;scheme=javascript;end",
  "//evil.example",
  "//evil.example/maya",
  "\\\\evil.example",
  "/\\evil.example",
  "https:evil.example",
  "http:/evil.example",
  "https://user:pass@evil.example",
  "https://instagram.com@evil.example",
  "https://instagram.com:pass@evil.example/maya",
  "https://evil.example/instagram.com/maya",
  "https://instagram.com.evil.example/maya",
  "https://evil.example?u=instagram.com",
  "https://evil.example#instagram.com",
  "https://іnstagram.com/maya", // Cyrillic і
  "https://instagrаm.com/maya", // Cyrillic а
  "https://xn--nstagram-8if.com/maya",
  "https://faсebook.com/maya", // Cyrillic с
  "https://paypaI.me/maya", // capital I for l
  "https://venmo.com.evil.example/u/maya",
  "https://cash.app.evil.example/$maya",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'onmouseover='alert(1)",
  'maya"><svg onload=alert(1)>',
  "%0d%0aSet-Cookie:x=1",
  "https://evil.example/\u202emaya",
  "maya\u0000",
  "http://127.0.0.1/maya",
  "http://[::1]/maya",
  "https://localhost/maya",
];
