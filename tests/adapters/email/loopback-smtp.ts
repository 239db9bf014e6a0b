import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  readonly from: string;
  readonly to: ReadonlyArray<string>;
  readonly raw: string;
}

/** An SMTP server on 127.0.0.1 that keeps what it receives; `refuse` answers 550 for the addresses it names. */
export const startLoopbackSmtp = async (refuse: (recipient: string) => boolean = () => false) => {
  const received: Array<ReceivedMail> = [];
  const waiting: Array<{ readonly test: (mail: ReceivedMail) => boolean; readonly resolve: (mail: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo: (address, _session, callback) =>
      refuse(address.address) ? callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 })) : callback(),
    onData: (stream, session, callback) => {
      const chunks: Array<Buffer> = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        const mail: ReceivedMail = {
          from: envelope.mailFrom === false ? "" : envelope.mailFrom.address,
          to: envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        for (const waiter of waiting.splice(0)) {
          if (waiter.test(mail)) waiter.resolve(mail);
          else waiting.push(waiter);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (address === null || typeof address === "string") throw new Error("the SMTP server has no port");
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    /** The first mail (already received or still to come) that passes `test`. */
    nextMail: (test: (mail: ReceivedMail) => boolean) =>
      new Promise<ReceivedMail>((resolve) => {
        const found = received.find(test);
        if (found !== undefined) resolve(found);
        else waiting.push({ test, resolve });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const decodeBody = (headers: string, body: string): string => {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
};

/** The decoded body of the part with this content type, from a raw MIME message (enough for the mails this app sends). */
export const mailPart = (raw: string, contentType: "text/plain" | "text/html"): string => {
  const normalised = raw.replace(/\r\n/g, "\n");
  const boundary = /boundary="?([^"\n;]+)"?/i.exec(normalised)?.[1];
  const parts = boundary === undefined ? [normalised] : normalised.split(`--${boundary}`).slice(1);
  for (const part of parts) {
    const split = part.indexOf("\n\n");
    const headers = part.slice(0, split);
    if (new RegExp(`content-type:\\s*${contentType.replace("/", "\\/")}`, "i").test(headers)) {
      return decodeBody(headers, part.slice(split + 2).replace(/\n$/, ""));
    }
  }
  return "";
};

export const mailHeader = (raw: string, name: string): string =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im")
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]/g, " ")
    .trim() ?? "";
