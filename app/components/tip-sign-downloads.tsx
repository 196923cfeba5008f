import { m } from "~/i18n/paraglide/messages.js";

/** Dashboard card: the printable tip sign (PDF in A4 or US Letter, or PNG), made on the server from the profile. */
export function TipSignDownloads({ profileComplete, editHref }: { profileComplete: boolean; editHref: string }) {
  const link =
    "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-slate-100 ring-1 ring-white/20 hover:bg-white/10";
  return (
    <section aria-labelledby="tip-sign-heading" className="rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10">
      <h2 id="tip-sign-heading" className="text-xl font-bold text-white">
        {m.owner_sign_title()}
      </h2>
      {profileComplete ? (
        <>
          <p className="mt-2 text-sm text-slate-300">{m.owner_sign_body()}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a className={link} href="/api/tip-sign.pdf?size=a4" download>
              {m.owner_sign_pdf_a4()}
            </a>
            <a className={link} href="/api/tip-sign.pdf?size=letter" download>
              {m.owner_sign_pdf_letter()}
            </a>
            <a className={link} href="/api/tip-sign.png" download>
              {m.owner_sign_png()}
            </a>
          </div>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-300">
          {m.owner_sign_finish_first()}{" "}
          <a className="font-semibold text-emerald-300 underline" href={editHref}>
            {m.owner_sign_complete()}
          </a>
        </p>
      )}
    </section>
  );
}
