import { SMTPServer } from "smtp-server";

/**
 * `raw` is quoted-printable-decoded throughout; `headers` is the header block as sent (not decoded); `subject` is
 * unfolded and its encoded words (RFC 2047, how a subject in another alphabet is sent) decoded.
 */
export type CaughtMail = { to: string[]; raw: string; headers: string; subject: string; link: string | null };

/** A real SMTP server on a free local port, keeping every mail it receives (for tests). */
export async function startMailCatcher(options: { port?: number } = {}) {
  const mails: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  // While held, a mail's data is read but not acknowledged: the sender waits, as on a slow or stuck mail server.
  let held: Promise<void> | null = null;
  let release = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => void acknowledge());
      const acknowledge = async () => {
        await held;
        const decoded = decodeQuotedPrintable(raw);
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: decoded,
          headers: raw.split(/\r?\n\r?\n/)[0] ?? "",
          subject: decodeWords((/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "").replace(/\r?\n[ \t]/g, " ")),
          link: /https?:\/\/[^\s"<>]+\?token=[^\s"<>]+/.exec(decoded)?.[0]?.replace(/&amp;/g, "&") ?? null,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      };
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next mail to `to` after `from` mails were already there; fails after 10 s. */
    async mailTo(to: string, timeoutMs = 10_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to.includes(to));
        if (found) {
          mails.splice(mails.indexOf(found), 1);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    /** Holds every mail's acknowledgement until `resume()`. */
    hold() {
      held ??= new Promise<void>((resolve) => (release = resolve));
    },
    resume() {
      release();
      held = null;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) back to text; spaces between two of them go. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            "latin1",
          ).toString("utf8"),
    );
}
