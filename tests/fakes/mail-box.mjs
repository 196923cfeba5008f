/**
 * A local SMTP server for the browser tests' app server, and what it received over HTTP (GET /__mails: every mail
 * as {to, raw}), so a test can follow a mailed link.
 *   node tests/fakes/mail-box.mjs SMTP_PORT HTTP_PORT
 */
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      // Quoted-printable soft breaks and bytes undone, then read as UTF-8.
      const raw = Buffer.concat(chunks)
        .toString("latin1")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
      mails.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.from(raw, "latin1").toString("utf8"),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");

createServer((req, res) => {
  if (req.url !== "/__mails") {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mails));
}).listen(httpPort, "127.0.0.1", () => console.log(`listening on ${httpPort}`));
