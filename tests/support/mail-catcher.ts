import { SMTPServer } from "smtp-server";

export type CaughtMail = { to: string[]; raw: string; subject: string; link: string | null };

/** A real SMTP server on a free local port, keeping every mail it receives (for tests). */
export async function startMailCatcher() {
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
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? "",
          link: /https?:\/\/[^\s"<>]+\?token=[^\s"<>]+/.exec(decoded)?.[0]?.replace(/&amp;/g, "&") ?? null,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
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
