import { m } from "~/i18n/paraglide/messages.js";
import { formatNumber } from "~/i18n/format";
import { localized } from "~/i18n/known";
import { inPageLanguage } from "./admin-data";
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useFetcher } from "react-router";
import { IntentSubmit } from "~/components/ui/intent-submit";
import { createQrSchema } from "~/domain/admin-forms";
import { LocalTime } from "~/components/local-time";
import type { AdminData } from "./admin-data";
import { DeleteForm } from "./delete-form";
import { Label } from "~/components/ui/field";

type QrCode = AdminData["qrCodes"][number];

export function QrCodesPanel({
  qrCodes,
  lastResult,
}: {
  qrCodes: QrCode[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm({
    id: "create-qr",
    lastResult,
    constraint: getZodConstraint(createQrSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createQrSchema }),
  });
  const formError = fields.cityName.errors?.[0] ?? form.errors?.[0];

  return (
    <section aria-labelledby="qr-heading" className="rounded-3xl bg-slate-900 p-6 ring-1 ring-white/10">
      <h2 id="qr-heading" className="text-xl font-bold text-white">
        {m.rest_admin_city_qr_codes()}
      </h2>
      <Form
        method="post"
        action="/admin"
        preventScrollReset
        {...getFormProps(form)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1 space-y-1">
          <Label htmlFor={fields.cityName.id}>{m.rest_admin_city_name()}</Label>
          <input
            {...getInputProps(fields.cityName, { type: "text" })}
            maxLength={80}
            placeholder="New York"
            aria-invalid={formError ? true : undefined}
            aria-describedby={fields.cityName.errorId}
            className="block w-full rounded-xl border border-white/15 bg-slate-950 px-4 py-2.5 text-white placeholder:text-slate-500 focus:border-emerald-400 focus:outline-none"
          />
          <p id={fields.cityName.errorId} role="alert" className="text-sm font-medium text-rose-300">
            {formError && localized(formError)}
          </p>
        </div>
        <IntentSubmit
          intent="create-qr"
          busyLabel={m.rest_admin_creating()}
          className="rounded-full bg-emerald-400 px-5 py-2.5 font-semibold text-slate-950 hover:bg-emerald-300 disabled:opacity-60 sm:mt-6"
        >
          {m.rest_admin_create_qr()}
        </IntentSubmit>
      </Form>
      {qrCodes.length === 0 && <p className="mt-4 text-slate-400">{m.rest_admin_no_qr()}</p>}
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {qrCodes.map((code) => (
          <QrCodeItem key={code.id} code={code} />
        ))}
      </ul>
    </section>
  );
}

function QrCodeItem({ code }: { code: QrCode }) {
  const fetcher = useFetcher<{ error: string | null }>({ key: `delete-qr-${code.id}` });
  const deleting = fetcher.state !== "idle";
  return (
    <li
      data-qr-slug={code.citySlug}
      className="relative flex min-w-0 gap-4 rounded-2xl bg-slate-950 p-4 ring-1 ring-white/10"
    >
      <img
        src={`/api/admin/qr-codes/${code.id}.png`}
        alt={m.rest_admin_qr_alt({ city: code.cityName })}
        width={128}
        height={128}
        className="h-32 w-32 flex-none rounded-lg bg-white"
      />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="break-words text-base font-semibold text-white">{code.cityName}</p>
        <p className="break-all text-slate-400">{code.qrUrl}</p>
        <p className="text-slate-300">
          {m.rest_admin_clicks()} <span data-qr-clicks>{formatNumber(code.clicks)}</span>
        </p>
        <p className="text-slate-400">
          {m.rest_admin_last_clicked()} <LocalTime iso={code.lastClicked} fallback={m.rest_admin_never()} />
        </p>
        <DeleteForm
          fetcher={fetcher}
          kind="qr"
          id={code.id}
          what={code.cityName}
          busy={deleting}
          className="flex flex-wrap gap-2 pt-1"
        >
          <a
            className="rounded-full px-3 py-1 text-slate-100 ring-1 ring-white/20 hover:bg-white/10"
            href={`/api/admin/qr-codes/${code.id}.png`}
            download
          >
            PNG<span className="sr-only"> {m.rest_admin_for_city({ city: code.cityName })}</span>
          </a>
          <a
            className="rounded-full px-3 py-1 text-slate-100 ring-1 ring-white/20 hover:bg-white/10"
            href={`/api/admin/qr-codes/${code.id}.svg`}
            download
          >
            SVG<span className="sr-only"> {m.rest_admin_for_city({ city: code.cityName })}</span>
          </a>
        </DeleteForm>
        {fetcher.state === "idle" && fetcher.data?.error && (
          <p role="alert" className="font-medium text-rose-300">
            {inPageLanguage(fetcher.data.error)}
          </p>
        )}
      </div>
    </li>
  );
}
